import type { ContentItem } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { META_DESCRIPTION_LENGTH, metaDescription } from './page-meta';

function item(description: string, shortDesc?: string): ContentItem {
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
    Metadata: shortDesc
      ? [
          {
            NameSpace: 'ShortDesc',
            Field: 'ShortDesc',
            Value: shortDesc,
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

test('the ShortDesc metadata is the meta description when the item has one', () => {
  expect(metaDescription(item('A long description.', 'Short and sweet.'))).toBe('Short and sweet.');
});

test('otherwise the first 155 characters of the description are used, on one line', () => {
  const description = `${'word '.repeat(20)}\n\n${'more '.repeat(40)}`;
  const meta = metaDescription(item(description));
  expect(meta.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
  expect(meta).not.toContain('\n');
  expect(meta.startsWith('word word')).toBe(true);
  expect(metaDescription(item('Short.'))).toBe('Short.');
});
