import {
  ContentTypeId,
  DEFAULT_LIST_PAGE_SIZE,
  type FilteredVideosRequest,
  SortType,
} from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { getFilteredVideosQueryOptions } from './get-filtered-videos';

/** The latest episodes and clips of a show, newest first, whatever the season. */
export function latestSeriesEpisodesRequest(seriesId: number): FilteredVideosRequest {
  return {
    Categories: [seriesId],
    ContentTypes: [ContentTypeId.Episode, ContentTypeId.Clip],
    SortType: SortType.Custom,
    CustomSortField: 'broadcastdate',
    SortDirection: 'DESC',
    PageSize: DEFAULT_LIST_PAGE_SIZE,
    PageIndex: 0,
  };
}

export function getLatestSeriesEpisodesQueryOptions(seriesId: number) {
  return getFilteredVideosQueryOptions(latestSeriesEpisodesRequest(seriesId));
}

export function useLatestSeriesEpisodes(seriesId: number) {
  return useQuery(getLatestSeriesEpisodesQueryOptions(seriesId));
}
