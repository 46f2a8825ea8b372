import { CategoryId, ContentTypeId } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { channelEpisodesRequest } from './get-channel-episodes';
import { EPISODES_PAGE_SIZE, seasonEpisodesRequest } from './get-season-episodes';
import { latestSeriesEpisodesRequest } from './get-series-episodes';
import { similarTitlesRequest } from './get-similar-titles';

test("a season's episodes are the show's episodes and clips of that season, in airing order, a page at a time", () => {
  expect(seasonEpisodesRequest(100000, 2, 1)).toMatchObject({
    Categories: [100000],
    ContentTypes: [ContentTypeId.Episode, ContentTypeId.Clip],
    CustomFilters: [{ Name: 'season', Value: '2' }],
    CustomSortField: 'broadcastdate',
    SortDirection: 'ASC',
    PageSize: EPISODES_PAGE_SIZE,
    PageIndex: 1,
  });
});

test('the other episodes of a show are its latest first', () => {
  expect(latestSeriesEpisodesRequest(100000)).toMatchObject({
    Categories: [100000],
    CustomSortField: 'broadcastdate',
    SortDirection: 'DESC',
  });
});

test("more from the channel is the channel's catch-up, latest first", () => {
  expect(channelEpisodesRequest('al-mehwar-live')).toMatchObject({
    Categories: [CategoryId.Catchup],
    CustomFilters: [{ Name: 'channel', Value: 'al-mehwar-live' }],
    SortDirection: 'DESC',
  });
});

test('more like this keeps to the content type and filters by the genre', () => {
  expect(similarTitlesRequest(ContentTypeId.Play, 'comedy')).toMatchObject({
    ContentTypes: [ContentTypeId.Play],
    CustomFilters: [{ Name: 'genre', Value: 'comedy' }],
  });
});

test('a show without seasons lists all its episodes', () => {
  expect(seasonEpisodesRequest(30000001, undefined, 0).CustomFilters).toEqual([]);
});
