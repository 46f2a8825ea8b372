import type { ContentItem } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { META_DESCRIPTION_LENGTH, metaDescription } from './page-meta';

function item(description: string, english?: string): ContentItem {
  return {
    Id: 10000000,
    Name: 'فيلم',
    DisplayTitle: 'A film',
    Description: description,
    EncodedURL: 'a-film',
    UrlEncodedName: 'a-film',
    Category: [],
    ParentCategories: [],
    ContentType: [{ Id: 8, Name: 'Movie' }],
    Images: [],
    Metadata: english
      ? [
          {
            NameSpace: 'displaydescription',
            Field: 'displaydescription',
            Value: english,
            LongValue: null,
            ShortValue: null,
            UrlEncodedValue: 'x',
          },
        ]
      : [],
    CreateDate: '2026-01-01T00:00:00Z',
    Duration: 0,
    ParentId: null,
    AssetId: null,
  };
}

test('the meta description is the synopsis in the page language: Description in Arabic, displaydescription in English', () => {
  const film = item('قصة الفيلم.', 'The story of the film.');
  expect(metaDescription(film, 'ar')).toBe('قصة الفيلم.');
  expect(metaDescription(film, 'en')).toBe('The story of the film.');
});

test('otherwise the first 155 characters of the description are used, on one line', () => {
  const description = `${'word '.repeat(20)}\n\n${'more '.repeat(40)}`;
  const meta = metaDescription(item(description), 'en');
  expect(meta.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
  expect(meta).not.toContain('\n');
  expect(meta.startsWith('word word')).toBe(true);
  expect(metaDescription(item('Short.'), 'en')).toBe('Short.');
});
