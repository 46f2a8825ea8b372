import type { ContentItemPage } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import { catchupVideosRequest, type CatchupSelection } from '../catchup-query';

export function getCatchupVideos(
  selection: CatchupSelection,
  signal?: AbortSignal,
): Promise<ContentItemPage> {
  return apiPost<ContentItemPage>('/api/GetFilteredVideos', catchupVideosRequest(selection), { signal });
}

export const getCatchupVideosQueryOptions = (selection: CatchupSelection) =>
  queryOptions({
    queryKey: ['catchup', 'videos', selection],
    queryFn: ({ signal }) => getCatchupVideos(selection, signal),
  });

/** `enabled` is false until the URL's filters have been checked against the known channels and genres. */
export function useCatchupVideos(selection: CatchupSelection, enabled: boolean) {
  return useQuery({ ...getCatchupVideosQueryOptions(selection), enabled });
}
