import { createHash } from 'node:crypto';
import { CategoryId, ContentTypeId, FixedListId, LegalItemId, DAY_MS } from '@sahra/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { normalizeSearchText, searchSkeleton } from '../../search/public.js';
import type { CatalogRows } from './catalog-builder.js';
import { OnDemandCategory } from './catalog-ids.js';
import { buildCatalog, catalogBatches } from './build-catalog.js';

const NOW = new Date('2026-11-21T12:00:00Z');

function fingerprint(rows: CatalogRows): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe('the demo catalog at scale 1', () => {
  let rows: CatalogRows;
  const categories = new Map<number, number[]>();
  const ofType = (type: number) => rows.content_item.filter((item) => item.content_type_id === type);
  const categoriesOf = (itemId: number) => categories.get(itemId) ?? [];

  beforeAll(() => {
    rows = buildCatalog({ scale: 1, now: NOW });
    for (const row of rows.content_item_category) {
      const ofItem = categories.get(row.item_id) ?? [];
      ofItem[row.position ?? 0] = row.category_id;
      categories.set(row.item_id, ofItem);
    }
  });

  test('the same options give the same catalog, row for row', () => {
    expect(fingerprint(buildCatalog({ scale: 1, now: NOW }))).toBe(fingerprint(rows));
  });

  test('it has the counts the product promises', () => {
    expect(ofType(ContentTypeId.Channel).length).toBeGreaterThanOrEqual(80);
    expect(ofType(ContentTypeId.Episode)).toHaveLength(3000);
    expect(ofType(ContentTypeId.Clip).length).toBeGreaterThan(0);
    expect(ofType(ContentTypeId.Movie)).toHaveLength(300);
    expect(ofType(ContentTypeId.Play)).toHaveLength(80);
    const containers = ofType(ContentTypeId.Container);
    expect(containers.filter((show) => categoriesOf(show.id)[0] === OnDemandCategory.Series)).toHaveLength(
      150,
    );
    expect(containers.filter((show) => categoriesOf(show.id)[0] === OnDemandCategory.Programs)).toHaveLength(
      60,
    );
    expect(rows.person).toHaveLength(400);
  });

  test('the famous series are there under their Arabic and English names', () => {
    const series = new Map(ofType(ContentTypeId.Container).map((show) => [show.name, show.display_title]));
    expect(series.get('باب الحارة')).toBe('Bab Al Hara');
    expect(series.get('الهيبة')).toBe('Al Hayba');
    expect(series.get('ليالي الحلمية')).toBe('Layali Al Helmeya');
    expect(rows.content_item.some((item) => item.description?.includes('بَابُ الحارة'))).toBe(true);
  });

  test('every episode aired on a channel in the 30 days before now, and belongs to its show first', () => {
    for (const episode of ofType(ContentTypeId.Episode)) {
      const aired = new Date(episode.broadcast_at ?? 0).getTime();
      expect(aired).toBeLessThanOrEqual(NOW.getTime());
      expect(aired).toBeGreaterThan(NOW.getTime() - 30 * DAY_MS);
      expect(episode.channel_slug).toBeTruthy();
      expect(categoriesOf(episode.id)).toEqual([episode.parent_id, CategoryId.Catchup]);
    }
    const days = new Set(
      ofType(ContentTypeId.Episode).map((episode) => String(episode.broadcast_at).slice(0, 15)),
    );
    expect(days.size).toBeGreaterThanOrEqual(25);
  });

  test('every show has a category of its own id, and a season filter value per season', () => {
    const categories = new Set(rows.category.map((category) => category.id));
    const seasonValues = rows.custom_value.filter((value) => value.field_name === 'season');
    for (const show of ofType(ContentTypeId.Container)) {
      expect(categories.has(show.id)).toBe(true);
      expect(seasonValues.some((value) => value.category_id === show.id)).toBe(true);
    }
  });

  test('every row is named wholly in each language: no English word in an Arabic list title, no Arabic in an English one', () => {
    for (const list of rows.content_list) {
      expect(list.title, list.title_en ?? '').not.toMatch(/[A-Za-z]/);
      expect(list.title_en ?? '', list.title).not.toMatch(/[\u0600-\u06FF]/);
    }
    expect(rows.content_list.map((list) => list.title)).toContain('أفلام أكشن');
  });

  test('url names are unique', () => {
    const slugs = rows.content_item.map((item) => item.url_encoded_name);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  test('the search columns are the search module folds of the Arabic and English names', () => {
    for (const item of rows.content_item) {
      expect(item.search_text).toBe(normalizeSearchText(`${item.name} ${item.display_title}`));
      expect(item.search_translit).toBe(
        `${searchSkeleton(item.name)} ${searchSkeleton(item.display_title ?? '')}`,
      );
    }
  });

  test('every credit names its person in English (value) and in Arabic (long value), as the person is named', () => {
    const people = new Map(rows.person.map((person) => [person.url_encoded_name, person]));
    const credits = rows.content_metadata.filter((row) =>
      ['Cast', 'Director', 'Host', 'person'].includes(row.namespace),
    );
    expect(credits.length).toBeGreaterThan(0);
    for (const credit of credits) {
      const person = people.get(credit.url_encoded_value);
      expect([credit.value, credit.long_value]).toEqual([person?.name_en, person?.name]);
    }
  });

  test('every hero slide’s title names its own trailer in SliderLVideo', () => {
    const slideItems = new Set(rows.slider_entry.map((entry) => entry.item_id));
    const trailers = new Map(ofType(ContentTypeId.Trailer).map((item) => [item.id, item]));
    const named = rows.content_metadata.filter((row) => row.namespace === 'SliderLVideo');
    expect(new Set(named.map((row) => row.item_id))).toEqual(slideItems);
    for (const row of named) {
      const trailer = trailers.get(Number(row.value));
      const title = rows.content_item.find((item) => item.id === row.item_id);
      expect(trailer?.display_title).toBe(`${title?.display_title} trailer`);
      expect(trailer?.duration_seconds).toBeGreaterThan(0);
    }
    expect(new Set(named.map((row) => row.value)).size, 'one trailer per title').toBe(slideItems.size);
  });

  test('the fixed items, lists, home groups and menus exist', () => {
    const ids = new Set(rows.content_item.map((item) => item.id));
    expect(ids.has(LegalItemId.Privacy) && ids.has(LegalItemId.Terms)).toBe(true);
    const lists = new Map(rows.content_list.map((list) => [list.id, list]));
    expect(lists.get(FixedListId.Channels)?.tags).toContain('DisplayType:Channel');
    expect(lists.get(FixedListId.SuccessPage)?.title_en).toBe('Hope you Enjoy it!');
    expect(rows.home_group.map((group) => group.slug)).toEqual(
      expect.arrayContaining(['home', 'ondemandhome', 'movies', 'series', 'plays', 'programs', 'catchup']),
    );
    const homeGroup = rows.home_group.find((group) => group.slug === 'home');
    expect(
      rows.list_group_member.filter((member) => member.list_group_id === homeGroup?.list_groups_id).length,
    ).toBeGreaterThanOrEqual(8);
    expect(
      rows.slider_entry.filter((entry) => entry.slider_group_id === homeGroup?.content_slider_id).length,
    ).toBeGreaterThanOrEqual(6);
    for (const appGroup of ['web', 'mobile'])
      expect(rows.home_configuration.filter((page) => page.app_group === appGroup)).toHaveLength(8);
  });
});

test('a benchmark catalog comes in batches and scales with the titles asked for', () => {
  let batches = 0;
  let titles = 0;
  for (const batch of catalogBatches({ scale: 1, titles: 6_000, now: NOW })) {
    batches++;
    titles += batch.content_item.filter((item) => [2, 3, 6, 8].includes(item.content_type_id)).length;
  }
  expect(batches).toBeGreaterThan(1);
  expect(titles).toBeGreaterThan(5_700);
  expect(titles).toBeLessThan(6_300);
});
