import type { ContentItem, MetadataEntry } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { personName, personResultsRequest, personSlug } from './person-query';

test('the actor page asks for 26 series, plays and movies with the person, oldest broadcast first', () => {
  expect(personResultsRequest('khaled-nassar', 1)).toEqual({
    Categories: [10002],
    ContentTypes: [3, 6, 8],
    PageSize: 26,
    PageIndex: 0,
    CustomFilters: [{ Name: 'person', Value: 'khaled-nassar', FilterMode: 'AND_WHEN_EXISTS' }],
    language: 'en',
    CustomSortField: 'broadcastdate',
    SortDirection: 'ASC',
    SortType: 'Custom',
  });
  expect(personResultsRequest('khaled-nassar', 3).PageIndex).toBe(2);
});

test('a route slug that cannot name one person is refused', () => {
  expect(personSlug('khaled-nassar')).toBe('khaled-nassar');
  expect(personSlug(' reem-haddad ')).toBe('reem-haddad');
  expect(personSlug('')).toBeNull();
  expect(personSlug(undefined)).toBeNull();
  expect(personSlug('a,b')).toBeNull();
  expect(personSlug('x'.repeat(121))).toBeNull();
});

function credit(name: string, slug: string, namespace = 'Cast', arabic: string | null = null): MetadataEntry {
  return {
    NameSpace: namespace,
    Field: namespace,
    Value: name,
    LongValue: arabic,
    ShortValue: null,
    UrlEncodedValue: slug,
  };
}

function item(metadata: MetadataEntry[]): ContentItem {
  return {
    Id: 1,
    Name: 'x',
    DisplayTitle: null,
    Description: '',
    EncodedURL: 'x',
    UrlEncodedName: 'x',
    Category: [],
    ParentCategories: [],
    ContentType: [{ Id: 8, Name: 'Movie' }],
    Images: [],
    Metadata: metadata,
    CreateDate: '',
    Duration: 0,
    ParentId: null,
    AssetId: null,
  };
}

test('the name comes from the first result cast entry whose url name is the slug', () => {
  const first = item([credit('Sami Nassar', 'sami-nassar'), credit('Khaled Nassar', 'khaled-nassar')]);
  expect(personName([first], 'khaled-nassar', 'en')).toBe('Khaled Nassar');
});

test('a person credited otherwise than in the cast (a director) is named by that credit', () => {
  expect(
    personName([item([credit('Khaled Nassar', 'khaled-nassar', 'Director')])], 'khaled-nassar', 'en'),
  ).toBe('Khaled Nassar');
});

test('no results, or no credit with the slug, give no name', () => {
  expect(personName([], 'khaled-nassar', 'en')).toBeUndefined();
  expect(personName([item([credit('Sami Nassar', 'sami-nassar')])], 'khaled-nassar', 'en')).toBeUndefined();
});

test('an Arabic page names the person in Arabic where the credit has the Arabic name, else as credited', () => {
  const named = item([credit('Khaled Nassar', 'khaled-nassar', 'Cast', 'خالد نصار')]);
  expect(personName([named], 'khaled-nassar', 'ar')).toBe('خالد نصار');
  expect(personName([named], 'khaled-nassar', 'en')).toBe('Khaled Nassar');
  expect(personName([item([credit('Khaled Nassar', 'khaled-nassar')])], 'khaled-nassar', 'ar')).toBe(
    'Khaled Nassar',
  );
});
