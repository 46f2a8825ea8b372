import type { ContentItemPage, FilteredVideosRequest } from '@sahra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';

/** POST /api/GetFilteredVideos: a page of items; the episode and "more like this" rows each build their own request. */
export function getFilteredVideos(
  request: FilteredVideosRequest,
  signal?: AbortSignal,
): Promise<ContentItemPage> {
  return apiPost<ContentItemPage>('/api/GetFilteredVideos', request, { signal });
}

export function getFilteredVideosQueryOptions(request: FilteredVideosRequest) {
  return queryOptions({
    queryKey: ['details', 'filtered-videos', request],
    queryFn: ({ signal }) => getFilteredVideos(request, signal),
    // the previous page stays on screen while the next loads, so paging does not flash placeholders
    placeholderData: keepPreviousData,
  });
}
