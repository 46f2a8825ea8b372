import { expect, test } from 'vitest';
import {
  CATCHUP_SORTS,
  CatchupSort,
  catchupVideosRequest,
  parseSort,
  type CatchupSelection,
} from './catchup-query';

const firstPage: CatchupSelection = {
  pageNo: 1,
  channels: [],
  genres: [],
  date: null,
  sort: CatchupSort.Broadcast,
};

test('the default page asks for 20 catch-up videos, newest broadcast first', () => {
  expect(catchupVideosRequest(firstPage)).toEqual({
    Categories: [10002],
    ContentTypes: [2, 4, 6, 8],
    PageSize: 20,
    PageIndex: 0,
    CustomFilters: [
      { Name: 'channel', Value: '', FilterMode: 'AND_WHEN_EXISTS' },
      { Name: 'genre', Value: '', FilterMode: 'AND_WHEN_EXISTS' },
    ],
    SortType: 'Custom',
    CustomSortField: 'broadcastdate',
    SortDirection: 'DESC',
  });
});

test('page numbers are 1-based in the URL and 0-based on the wire', () => {
  expect(catchupVideosRequest({ ...firstPage, pageNo: 3 }).PageIndex).toBe(2);
});

test('ticked channels and genres travel as comma lists, the chosen date as its own filter', () => {
  const request = catchupVideosRequest({
    ...firstPage,
    channels: ['al-nahar-drama', 'rotana-cinema'],
    genres: ['drama'],
    date: '20261121',
  });
  expect(request.CustomFilters).toEqual([
    { Name: 'channel', Value: 'al-nahar-drama,rotana-cinema', FilterMode: 'AND_WHEN_EXISTS' },
    { Name: 'genre', Value: 'drama', FilterMode: 'AND_WHEN_EXISTS' },
    { Name: 'broadcastdate', Value: '20261121', FilterMode: 'AND_WHEN_EXISTS' },
  ]);
});

test('the four sort options of the spec map to create date and name orders', () => {
  const sortOf = (sort: CatchupSort) => {
    const { SortType, SortDirection } = catchupVideosRequest({ ...firstPage, sort });
    return `${SortType} ${SortDirection}`;
  };
  expect(sortOf(CatchupSort.DateNewOld)).toBe('createDate DESC');
  expect(sortOf(CatchupSort.DateOldNew)).toBe('createDate ASC');
  expect(sortOf(CatchupSort.NameAZ)).toBe('Name ASC');
  expect(sortOf(CatchupSort.NameZA)).toBe('Name DESC');
  expect(CATCHUP_SORTS).toHaveLength(5);
});

test('an unknown sort in the URL falls back to newest broadcast first', () => {
  expect(parseSort('name-asc')).toBe(CatchupSort.NameAZ);
  expect(parseSort('nope')).toBe(CatchupSort.Broadcast);
  expect(parseSort(null)).toBe(CatchupSort.Broadcast);
  expect(parseSort('__proto__')).toBe(CatchupSort.Broadcast);
});
