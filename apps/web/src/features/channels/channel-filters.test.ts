import type { ContentItem, MetadataEntry } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { channelCountry, countriesPresent, countryOptions, filterChannels, isHd } from './channel-filters';

function entry(namespace: string, value: string): MetadataEntry {
  return {
    NameSpace: namespace,
    Field: namespace,
    Value: value,
    LongValue: null,
    ShortValue: null,
    UrlEncodedValue: value.toLowerCase(),
  };
}

function channel(id: number, format: string, country?: string): ContentItem {
  return {
    Id: id,
    Name: `قناة ${id}`,
    DisplayTitle: `Channel ${id}`,
    Description: '',
    EncodedURL: `channel-${id}`,
    UrlEncodedName: `channel-${id}`,
    Category: [],
    ParentCategories: [],
    ContentType: [{ Id: 1, Name: 'Channel' }],
    Images: [],
    Metadata: [entry('format', format), ...(country ? [entry('country', country)] : [])],
    CreateDate: '2026-01-01T00:00:00Z',
    Duration: 0,
    ParentId: null,
    AssetId: null,
  };
}

const channels = [channel(1, 'HD', 'AE'), channel(2, 'SD', 'EG'), channel(3, 'hd', 'EG'), channel(4, 'SD')];
const ids = (list: ContentItem[]) => list.map((item) => item.Id);

test('a channel is HD when its format metadata says so, in any case', () => {
  expect(channels.map(isHd)).toEqual([true, false, true, false]);
});

test('the countries present are listed once each, sorted', () => {
  expect(countriesPresent(channels)).toEqual(['ae', 'eg']);
  expect(channelCountry(channels[3] ?? channel(0, 'SD'))).toBeUndefined();
});

test('no filter keeps every channel in catalog order', () => {
  expect(ids(filterChannels(channels, { onlyHd: false, countries: [] }))).toEqual([1, 2, 3, 4]);
});

test('Only HD keeps HD channels', () => {
  expect(ids(filterChannels(channels, { onlyHd: true, countries: [] }))).toEqual([1, 3]);
});

test('several countries keep channels of any of them, and combine with Only HD', () => {
  expect(ids(filterChannels(channels, { onlyHd: false, countries: ['eg', 'ae'] }))).toEqual([1, 2, 3]);
  expect(ids(filterChannels(channels, { onlyHd: true, countries: ['eg'] }))).toEqual([3]);
});

test('country choices are sorted by their name in the visitor language', () => {
  expect(countryOptions(['ae', 'dz', 'eg'], 'en').map((option) => option.name)).toEqual([
    'Algeria',
    'Egypt',
    'United Arab Emirates',
  ]);
});

test('Only Favorites keeps the favourite channels, together with the other filters', () => {
  expect(
    ids(filterChannels(channels, { onlyHd: false, countries: [], favourites: new Set([2, 3]) })),
  ).toEqual([2, 3]);
  expect(ids(filterChannels(channels, { onlyHd: true, countries: [], favourites: new Set([2, 3]) }))).toEqual(
    [3],
  );
  expect(ids(filterChannels(channels, { onlyHd: false, countries: [], favourites: new Set() }))).toEqual([]);
});
