import type { ContentItemPage } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import { personResultsRequest } from '../person-query';

export function getPersonResults(
  slug: string,
  pageNo: number,
  signal?: AbortSignal,
): Promise<ContentItemPage> {
  return apiPost<ContentItemPage>('/api/GetFilteredVideos', personResultsRequest(slug, pageNo), { signal });
}

export const getPersonResultsQueryOptions = (slug: string, pageNo: number) =>
  queryOptions({
    queryKey: ['person', 'results', slug, pageNo],
    queryFn: ({ signal }) => getPersonResults(slug, pageNo, signal),
  });

/** Nothing is asked for a slug that cannot be a person (null). */
export function usePersonResults(slug: string | null, pageNo: number) {
  return useQuery({ ...getPersonResultsQueryOptions(slug ?? '', pageNo), enabled: slug !== null });
}
