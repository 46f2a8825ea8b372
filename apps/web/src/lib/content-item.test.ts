import type { ContentItem, MetadataEntry } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import {
  broadcastDate,
  broadcastTime,
  contentLanguage,
  detailPath,
  displayTitle,
  firstImageUrl,
  formatBroadcastDate,
  formatBroadcastTime,
  genreNames,
  itemChannel,
  itemDescription,
  itemImageUrl,
  metadataValue,
  metadataValues,
  seasonEpisode,
  endingTime,
} from './content-item';

const meta = (NameSpace: string, Value: string, UrlEncodedValue = Value): MetadataEntry => ({
  NameSpace,
  Field: NameSpace,
  Value,
  LongValue: null,
  ShortValue: null,
  UrlEncodedValue,
});

function item(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    Id: 2000001,
    Name: 'باب الحارة - الحلقة 3',
    DisplayTitle: 'Bab Al Hara - Episode 3',
    Description: '',
    EncodedURL: 'bab-al-hara-episode-3',
    UrlEncodedName: 'bab-al-hara-episode-3',
    Category: [],
    ParentCategories: [],
    ContentType: [{ Id: 2, Name: 'Episode' }],
    Images: [
      { ImageType: 'thumbnail', ImageUrl: '/images/thumbnail/2000001.jpg' },
      { ImageType: 'poster', ImageUrl: '/images/poster/2000001.jpg' },
    ],
    Metadata: [
      meta('displaytitle', 'Bab Al Hara - Episode 3'),
      meta('channel', 'MBC Drama', 'mbc-drama'),
      meta('genre', 'دراما', 'drama'),
      meta('genre', 'برامج حوارية', 'talk-show'),
      meta('Cast', 'Mona Zaki', 'mona-zaki'),
      meta('season', '2'),
      meta('episode_no', '3'),
      meta('broadcastdate', '20261121'),
      meta('broadcasttime', '2030'),
    ],
    CreateDate: '2026-11-21T20:30:00Z',
    Duration: 2700,
    ParentId: 100000,
    AssetId: null,
    ...overrides,
  };
}

describe('metadata', () => {
  test('values are read by namespace regardless of its capitals', () => {
    expect(metadataValues(item(), 'cast')).toEqual(['Mona Zaki']);
    expect(metadataValue(item(), 'CHANNEL')).toBe('MBC Drama');
    expect(metadataValue(item(), 'director')).toBeUndefined();
  });

  test('genres are Arabic values in Arabic and named from their slug in English', () => {
    expect(genreNames(item(), 'ar')).toEqual(['دراما', 'برامج حوارية']);
    expect(genreNames(item(), 'en')).toEqual(['Drama', 'Talk Show']);
  });

  test('season and episode are numbers, and nonsense is left out', () => {
    expect(seasonEpisode(item())).toEqual({ season: 2, episode: 3 });
    const broken = item({ Metadata: [meta('season', 'abc'), meta('episode_no', '-1')] });
    expect(seasonEpisode(broken)).toEqual({});
  });

  test('the ending time is the endingtime metadata in whole seconds; absent or nonsense is none', () => {
    expect(endingTime(item({ Metadata: [meta('endingtime', '2460')] }))).toBe(2460);
    expect(endingTime(item())).toBeUndefined();
    expect(endingTime(item({ Metadata: [meta('endingtime', '41:00')] }))).toBeUndefined();
    expect(endingTime(item({ Metadata: [meta('endingtime', '0')] }))).toBeUndefined();
  });
});

describe('broadcast date and time', () => {
  test('yyyymmdd reads as day, short month and year', () => {
    expect(formatBroadcastDate('20261121', 'en')).toBe('21 Nov 2026');
    expect(broadcastDate(item(), 'en')).toBe('21 Nov 2026');
    expect(formatBroadcastDate('20261121', 'ar')).toMatch(/نوفمبر/);
  });

  test('impossible dates are not shown', () => {
    expect(formatBroadcastDate('20261332', 'en')).toBeUndefined();
    expect(formatBroadcastDate('2026-11-21', 'en')).toBeUndefined();
    expect(formatBroadcastDate('', 'en')).toBeUndefined();
  });

  test('hhmm reads as hh:mm, and impossible times are not shown', () => {
    expect(formatBroadcastTime('0905')).toBe('09:05');
    expect(broadcastTime(item())).toBe('20:30');
    expect(formatBroadcastTime('2460')).toBeUndefined();
    expect(formatBroadcastTime('930')).toBeUndefined();
  });
});

describe('channel', () => {
  test('an episode names the channel it aired on', () => {
    expect(itemChannel(item())).toEqual({ name: 'MBC Drama', slug: 'mbc-drama' });
  });

  test('a channel is its own channel', () => {
    const channel = item({
      ContentType: [{ Id: 1, Name: 'Channel' }],
      EncodedURL: 'rotana-cinema',
      Metadata: [],
    });
    expect(itemChannel(channel)).toEqual({ name: 'Bab Al Hara - Episode 3', slug: 'rotana-cinema' });
  });

  test('an item without channel metadata has no channel', () => {
    expect(itemChannel(item({ Metadata: [] }))).toBeUndefined();
  });
});

describe('detail path', () => {
  test.each([
    [8, '/details/2000001/bab-al-hara-episode-3'],
    [3, '/details/2000001/bab-al-hara-episode-3'],
    [1, '/details/2000001/bab-al-hara-episode-3'],
    [6, '/details/2000001/bab-al-hara-episode-3'],
    [2, '/catchup/play/2000001/bab-al-hara-episode-3'],
    [4, '/catchup/play/2000001/bab-al-hara-episode-3'],
  ])('content type %i links to %s', (type, path) => {
    expect(detailPath(item({ ContentType: [{ Id: type, Name: '' }] }))).toBe(path);
  });

  test('seasons, trailers and items without a type have no page', () => {
    expect(detailPath(item({ ContentType: [{ Id: 5, Name: 'Season' }] }))).toBeUndefined();
    expect(detailPath(item({ ContentType: [] }))).toBeUndefined();
  });

  test('a slug cannot change the route, and an encoded Arabic slug is not encoded twice', () => {
    expect(detailPath(item({ EncodedURL: '../a/b?x' }))).toBe('/catchup/play/2000001/..%2Fa%2Fb%3Fx');
    const arabic = encodeURIComponent('باب-الحارة');
    expect(detailPath(item({ EncodedURL: arabic }))).toBe(`/catchup/play/2000001/${arabic}`);
  });

  test('an item without a URL name still gets a link by its id', () => {
    expect(detailPath(item({ EncodedURL: '', UrlEncodedName: '' }))).toBe('/catchup/play/2000001/2000001');
  });
});

describe('display title', () => {
  test('Arabic shows the Name; English the DisplayTitle, then the displaytitle metadata, then the Name', () => {
    expect(displayTitle(item(), 'ar')).toBe('باب الحارة - الحلقة 3');
    expect(displayTitle(item(), 'en')).toBe('Bab Al Hara - Episode 3');
    expect(displayTitle(item({ DisplayTitle: null }), 'en')).toBe('Bab Al Hara - Episode 3');
    expect(displayTitle(item({ DisplayTitle: null, Metadata: [] }), 'en')).toBe('باب الحارة - الحلقة 3');
  });

  test('the synopsis: Description in Arabic; in English the displaydescription metadata, else Description', () => {
    const synopsis = { Description: 'حكاية حارة دمشقية.' };
    const withEnglish = item({
      ...synopsis,
      Metadata: [meta('displaydescription', 'A tale of a Damascus alley.')],
    });
    expect(itemDescription(withEnglish, 'ar')).toBe('حكاية حارة دمشقية.');
    expect(itemDescription(withEnglish, 'en')).toBe('A tale of a Damascus alley.');
    expect(itemDescription(item({ ...synopsis, Metadata: [] }), 'en')).toBe('حكاية حارة دمشقية.');
  });

  test('the language of an i18next code', () => {
    expect(contentLanguage('ar-EG')).toBe('ar');
    expect(contentLanguage('en-US')).toBe('en');
    expect(contentLanguage(undefined)).toBe('en');
  });
});

describe('images', () => {
  test('an image is found by type, exactly first and then ignoring case', () => {
    expect(itemImageUrl(item(), 'poster')).toBe('/images/poster/2000001.jpg');
    expect(itemImageUrl(item(), 'Thumbnail')).toBe('/images/thumbnail/2000001.jpg');
    expect(itemImageUrl(item(), 'background')).toBeUndefined();
  });

  test('the first available of several types', () => {
    expect(firstImageUrl(item(), ['webSlider', 'thumbnail', 'poster'])).toBe('/images/thumbnail/2000001.jpg');
    expect(firstImageUrl(item({ Images: [] }), ['poster'])).toBeUndefined();
  });
});
