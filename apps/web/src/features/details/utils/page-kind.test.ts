import { ContentTypeId, type ContentItem } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { PageKind, placeItem } from './page-kind';

function item(id: number, type: number): ContentItem {
  return {
    Id: id,
    Name: 'اسم',
    DisplayTitle: 'Name',
    Description: '',
    EncodedURL: 'name',
    UrlEncodedName: 'name',
    Category: [],
    ParentCategories: [],
    ContentType: [{ Id: type, Name: 'x' }],
    Images: [],
    Metadata: [],
    CreateDate: '2026-01-01T00:00:00Z',
    Duration: 0,
    ParentId: null,
    AssetId: null,
  };
}

test('series, movies, plays and channels belong on the details page', () => {
  for (const type of [
    ContentTypeId.Container,
    ContentTypeId.Movie,
    ContentTypeId.Play,
    ContentTypeId.Channel,
  ]) {
    expect(placeItem(item(1, type), PageKind.Details)).toEqual({ here: true });
  }
});

test('an episode opened as details moves to its catch-up play page, and a movie the other way', () => {
  expect(placeItem(item(2000001, ContentTypeId.Episode), PageKind.Details)).toEqual({
    here: false,
    path: '/catchup/play/2000001/name',
  });
  expect(placeItem(item(10000001, ContentTypeId.Movie), PageKind.CatchupPlay)).toEqual({
    here: false,
    path: '/details/10000001/name',
  });
});

test('a season or trailer has no page of its own', () => {
  expect(placeItem(item(1000011, ContentTypeId.Season), PageKind.Details)).toEqual({
    here: false,
    path: undefined,
  });
});
