import {
  CategoryId,
  CHANNELS_PAGE_SIZE,
  ContentTypeId,
  SortType,
  type ContentItemPage,
  type FilteredVideosRequest,
  MINUTE_MS,
} from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from './client';

/** docs/behaviour/catalog-calls.md#filtered-video-uses, channels: category 2, content type 1, page size 100, ascending by the custom field order. */
export const LIVE_CHANNELS_REQUEST = {
  Categories: [CategoryId.Channels],
  ContentTypes: [ContentTypeId.Channel],
  PageSize: CHANNELS_PAGE_SIZE,
  PageIndex: 0,
  SortType: SortType.Custom,
  CustomSortField: 'order',
  SortDirection: 'ASC',
} as const satisfies FilteredVideosRequest;

/**
 * The live channels in the operator's order: one call and one cache entry for every screen that lists
 * them (the header's popup, the channels page, a channel's hero), so a visit asks once.
 */
export function liveChannelsQueryOptions() {
  return queryOptions({
    queryKey: ['live-channels'],
    queryFn: ({ signal }) =>
      apiPost<ContentItemPage>('/api/GetFilteredVideos', LIVE_CHANNELS_REQUEST, { signal }),
    // the line-up changes a few times a year; a popup opened twice in a visit should not refetch
    staleTime: 30 * MINUTE_MS,
  });
}

export function useLiveChannels() {
  return useQuery(liveChannelsQueryOptions());
}
