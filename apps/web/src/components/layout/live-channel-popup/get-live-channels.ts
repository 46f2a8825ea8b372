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
import { apiPost } from '../../../api/client';

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

export function getLiveChannels(signal?: AbortSignal): Promise<ContentItemPage> {
  return apiPost<ContentItemPage>('/api/GetFilteredVideos', LIVE_CHANNELS_REQUEST, { signal });
}

export function getLiveChannelsQueryOptions() {
  return queryOptions({
    queryKey: ['live-channels'],
    queryFn: ({ signal }) => getLiveChannels(signal),
    // the line-up changes a few times a year; a popup opened twice in a visit should not refetch
    staleTime: 30 * MINUTE_MS,
  });
}

/** The live channels of the popup, in the operator's order. */
export function useLiveChannels() {
  return useQuery(getLiveChannelsQueryOptions());
}
