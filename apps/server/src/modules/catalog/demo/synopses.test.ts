import { ContentTypeId, LegalItemId } from '@sahra/contracts';
import { beforeAll, expect, test } from 'vitest';
import { buildCatalog } from './build-catalog.js';
import type { CatalogRows } from './catalog-builder.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const TATWEEL = 'ـ';
const TITLE_TYPES: number[] = [ContentTypeId.Movie, ContentTypeId.Play, ContentTypeId.Container];

let rows: CatalogRows;
const englishOf = new Map<number, string>();

beforeAll(() => {
  rows = buildCatalog({ scale: 1, now: NOW });
  for (const entry of rows.content_metadata)
    if (entry.namespace === 'displaydescription') englishOf.set(entry.item_id, entry.value ?? '');
});

test('every movie, play and show has a synopsis of its own, in Arabic and in English', () => {
  const titles = rows.content_item.filter(
    (item) => TITLE_TYPES.includes(item.content_type_id) && item.parent_id === null,
  );
  const arabic = titles.map((item) => item.description ?? '');
  const english = titles.map((item) => englishOf.get(item.id) ?? '');
  expect(new Set(arabic).size).toBe(titles.length);
  expect(new Set(english).size).toBe(titles.length);
  titles.forEach((item, index) => {
    // the Description is Arabic (like Name), the displaydescription English (like displaytitle)
    expect(arabic[index]).toMatch(/[\u0621-\u064A]/);
    expect(arabic[index]).not.toMatch(/[A-Za-z]/);
    expect(english[index]).toContain(item.display_title);
    expect(english[index]).not.toMatch(/[\u0600-\u06FF]/);
  });
});

test('channels, trailers, episodes and clips are described in both languages too', () => {
  const types: number[] = [
    ContentTypeId.Channel,
    ContentTypeId.Trailer,
    ContentTypeId.Episode,
    ContentTypeId.Clip,
  ];
  // the legal documents (trailer-typed) are the product's own texts, in English
  const legal: number[] = Object.values(LegalItemId);
  const items = rows.content_item.filter(
    (item) => types.includes(item.content_type_id) && !legal.includes(item.id),
  );
  for (const item of items) {
    expect(item.description).toMatch(/[\u0621-\u064A]/);
    expect(englishOf.get(item.id)).toMatch(/^[^\u0600-\u06FF]+$/);
  }
  const channels = items.filter((item) => item.content_type_id === ContentTypeId.Channel);
  expect(new Set(channels.map((item) => item.description)).size).toBe(channels.length);
});

test('no generated text has a tatweel (kashida)', () => {
  const texts = [
    ...rows.content_item.map((item) => `${item.name} ${item.display_title} ${item.description}`),
    ...rows.content_metadata.map((entry) => entry.value ?? ''),
    ...rows.category.map((category) => category.name),
  ];
  expect(texts.filter((text) => text.includes(TATWEEL))).toEqual([]);
});
