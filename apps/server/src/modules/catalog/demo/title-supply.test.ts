import { ContentTypeId } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { buildCatalog } from './build-catalog.js';
import { CatalogTitles, TakenTitles, TitleSupply } from './title-supply.js';
import { DRAMA_TITLES } from './titles.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const TITLE_TYPES: number[] = [ContentTypeId.Movie, ContentTypeId.Play, ContentTypeId.Container];

/** The movies, plays and shows (not seasons) of a catalog. */
function titlesOf(scale: number) {
  return buildCatalog({ scale, now: NOW }).content_item.filter(
    (item) => TITLE_TYPES.includes(item.content_type_id) && item.parent_id === null,
  );
}

describe.each([1, 4])('at SEED_SCALE %i', (scale) => {
  const titles = titlesOf(scale);

  test('every movie, play and show has a name of its own in Arabic and in English', () => {
    expect(titles.length).toBeGreaterThan(scale * 500);
    expect(new Set(titles.map((item) => item.name)).size).toBe(titles.length);
    expect(new Set(titles.map((item) => item.display_title)).size).toBe(titles.length);
  });

  test('no title is numbered like a sequel', () => {
    for (const item of titles) expect(`${item.name} ${item.display_title}`).not.toMatch(/\d/);
  });
});

test('the supply starts with "Nights of Love", which the search journeys look for', () => {
  const titles = new CatalogTitles([]);
  expect(titles.drama.next().title).toEqual(['ليالي الحب', 'Nights of Love']);
});

test('titles taken by another supply or a famous title are never given again', () => {
  const titles = new CatalogTitles([
    { title: ['ليالي الحب', 'Nights of Love'], genre: 'drama', channel: 'drama' },
  ]);
  const given = new Set<string>();
  for (let index = 0; index < 500; index++) {
    for (const supply of [titles.drama, titles.cartoons]) {
      const [arabic] = supply.next().title;
      expect(given.has(arabic)).toBe(false);
      given.add(arabic);
    }
  }
  expect(given.has('ليالي الحب')).toBe(false);
});

test('past every word combination the titles come round again numbered, still distinct', () => {
  const supply = new TitleSupply(DRAMA_TITLES, new TakenTitles());
  const size = DRAMA_TITLES.reduce((sum, space) => sum + space.size, 0);
  const english = new Set<string>();
  for (let index = 0; index < size + 50; index++) english.add(supply.next().title[1]);
  expect(english.size).toBe(size + 50);
  expect(supply.next().title[1]).toMatch(/ 2$/);
});
