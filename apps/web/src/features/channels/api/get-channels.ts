import {
  CHANNELS_PAGE_SIZE,
  CategoryId,
  ContentTypeId,
  SortType,
  type ContentItemPage,
  type FilteredVideosRequest,
  MINUTE_MS,
} from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';

/** Live channels in their catalog order (docs/behaviour/catalog-calls.md#filtered-video-uses: category 2, content type 1, page size 100, ascending by order). */
export const CHANNELS_REQUEST: FilteredVideosRequest = {
  Categories: [CategoryId.Channels],
  ContentTypes: [ContentTypeId.Channel],
  PageSize: CHANNELS_PAGE_SIZE,
  PageIndex: 0,
  SortType: SortType.Custom,
  CustomSortField: 'order',
  SortDirection: 'ASC',
};

export function getChannels(signal?: AbortSignal): Promise<ContentItemPage> {
  return apiPost<ContentItemPage>('/api/GetFilteredVideos', CHANNELS_REQUEST, { signal });
}

export const getChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['channels', 'list'],
    queryFn: ({ signal }) => getChannels(signal),
    staleTime: 5 * MINUTE_MS,
  });

export const useChannels = () => useQuery(getChannelsQueryOptions());
