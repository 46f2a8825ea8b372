import { ContentTypeId } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { buildCatalog } from './build-catalog.js';
import { CHANNEL_KINDS } from './channel-kinds.js';
import { channelName } from './channels.js';

const NOW = new Date('2026-11-21T12:00:00Z');

test('the 400 channels a catalog can have are all named differently, in Arabic and in English', () => {
  const names = Array.from({ length: 400 }, (_, index) => channelName(index));
  const arabic = names.map(({ name, kind }) => `${name[0]} ${kind.suffix[0]}`);
  const english = names.map(({ name, kind }) => `${name[1]} ${kind.suffix[1]}`);
  expect(new Set(arabic).size).toBe(400);
  expect(new Set(english).size).toBe(400);
  expect(names.every(({ round }) => round === 0)).toBe(true);
});

test('a catalog at scale 1 has ten channels of every kind', () => {
  const kinds = Array.from({ length: 80 }, (_, index) => channelName(index).kind);
  for (const kind of CHANNEL_KINDS) expect(kinds.filter((each) => each === kind)).toHaveLength(10);
});

test("shows, films and plays air on channels of their kind, in genres that fit the channel's", () => {
  const rows = buildCatalog({ scale: 1, now: NOW });
  const genresOf = new Map<number, string[]>();
  for (const entry of rows.content_metadata) {
    if (entry.namespace !== 'genre') continue;
    genresOf.set(entry.item_id, [...(genresOf.get(entry.item_id) ?? []), entry.url_encoded_value ?? '']);
  }
  const channelGenre = new Map(
    rows.content_item
      .filter((item) => item.content_type_id === ContentTypeId.Channel)
      .map((item) => [item.url_encoded_name, genresOf.get(item.id)?.[0] ?? '']),
  );
  /** What each channel genre's shows and films may be, first genre and companions alike. */
  const fits: Record<string, string[]> = {
    drama: ['drama', 'romance', 'comedy', 'thriller', 'history', 'action'],
    action: ['action', 'thriller', 'drama', 'comedy', 'romance', 'history'],
    history: ['history', 'drama', 'comedy', 'action', 'thriller', 'romance'],
    kids: ['kids', 'comedy'],
    sports: ['sports', 'talk-show'],
    news: ['news', 'documentary', 'talk-show'],
    'talk-show': ['talk-show', 'cooking', 'religious', 'documentary', 'news'],
    music: ['music', 'talk-show'],
  };
  const titles = rows.content_item.filter(
    (item) =>
      [ContentTypeId.Container, ContentTypeId.Movie, ContentTypeId.Play].includes(
        item.content_type_id as 3,
      ) &&
      item.parent_id === null &&
      item.channel_slug,
  );
  expect(titles.length).toBeGreaterThan(200);
  for (const item of titles) {
    const channel = channelGenre.get(item.channel_slug ?? '') ?? '';
    for (const genre of genresOf.get(item.id) ?? [])
      expect(fits[channel], `${item.display_title} on ${item.channel_slug}`).toContain(genre);
  }
  // in particular: sports only on sports channels
  for (const item of titles) {
    if ((genresOf.get(item.id) ?? []).includes('sports'))
      expect(channelGenre.get(item.channel_slug ?? ''), item.display_title ?? '').toBe('sports');
  }
});
