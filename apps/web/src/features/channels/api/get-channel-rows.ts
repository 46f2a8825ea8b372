import {
  CHANNEL_ROW_SIZE,
  CategoryId,
  ContentTypeId,
  FilterMode,
  SortType,
  type ContentItemPage,
  type FilteredVideosRequest,
} from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';

/** Five items of the channel's catch-up, of one content type, highest `sortField` first. */
function channelRowRequest(
  channelSlug: string,
  contentType: number,
  sortField: string,
): FilteredVideosRequest {
  return {
    Categories: [CategoryId.Catchup],
    ContentTypes: [contentType],
    CustomFilters: [{ Name: 'channel', Value: channelSlug, FilterMode: FilterMode.AndWhenExists }],
    SortType: SortType.Custom,
    CustomSortField: sortField,
    SortDirection: 'DESC',
    PageSize: CHANNEL_ROW_SIZE,
    PageIndex: 0,
  };
}

/** "Last Episodes From the channel": its 5 newest catch-up episodes, by broadcast date (docs/behaviour/channels-live-guide.md#channel-play-page). */
export const lastEpisodesRequest = (channelSlug: string) =>
  channelRowRequest(channelSlug, ContentTypeId.Episode, 'broadcastdate');

/**
 * "Best Shows In the channel": its 5 series and programs (containers) with the highest rating. The
 * rating metadata is a score such as 7.5; the catalog sorts it as text, which orders scores below 10 rightly
 * (the catalog gives 5.5 to 9.5).
 */
export const bestShowsRequest = (channelSlug: string) =>
  channelRowRequest(channelSlug, ContentTypeId.Container, 'rating');

function channelRowQueryOptions(request: FilteredVideosRequest) {
  return queryOptions({
    queryKey: ['channels', 'row', request],
    queryFn: ({ signal }) => apiPost<ContentItemPage>('/api/GetFilteredVideos', request, { signal }),
  });
}

export const useLastEpisodes = (channelSlug: string) =>
  useQuery(channelRowQueryOptions(lastEpisodesRequest(channelSlug)));

export const useBestShows = (channelSlug: string) =>
  useQuery(channelRowQueryOptions(bestShowsRequest(channelSlug)));
