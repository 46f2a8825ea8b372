import type { ContentItem, MetadataEntry } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { itemGenres } from './genres';

const genre = (value: string, slug: string): MetadataEntry => ({
  NameSpace: 'genre',
  Field: 'genre',
  Value: value,
  LongValue: null,
  ShortValue: null,
  UrlEncodedValue: slug,
});

const item = (metadata: MetadataEntry[]): ContentItem => ({
  Id: 10000000,
  Name: 'فيلم',
  DisplayTitle: 'A film',
  Description: '',
  EncodedURL: 'a-film',
  UrlEncodedName: 'a-film',
  Category: [],
  ParentCategories: [],
  ContentType: [{ Id: 8, Name: 'Movie' }],
  Images: [],
  Metadata: metadata,
  CreateDate: '2026-01-01T00:00:00Z',
  Duration: 0,
  ParentId: null,
  AssetId: null,
});

test('each genre comes with its filter slug and its name in the chosen language', () => {
  const film = item([genre('دراما', 'drama'), genre('برامج حوارية', 'talk-show')]);
  expect(itemGenres(film, 'en')).toEqual([
    { slug: 'drama', name: 'Drama' },
    { slug: 'talk-show', name: 'Talk Show' },
  ]);
  expect(itemGenres(film, 'ar').map((entry) => entry.name)).toEqual(['دراما', 'برامج حوارية']);
});

test('a genre listed twice or without a slug gives no extra row', () => {
  expect(itemGenres(item([genre('دراما', 'drama'), genre('دراما', 'drama'), genre('x', ' ')]), 'en')).toEqual(
    [{ slug: 'drama', name: 'Drama' }],
  );
});
