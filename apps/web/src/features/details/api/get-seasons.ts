import { MAX_PAGE_SIZE, type CustomValue, type PagedResult } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { seasonNumbers } from '../utils/seasons';

/** GET /api/GetCustomValuesByCategoryId with fieldName=season: the seasons of a show (its id is the category). */
export async function getSeasons(seriesId: number, signal?: AbortSignal): Promise<number[]> {
  const page = await apiGet<PagedResult<CustomValue>>('/api/GetCustomValuesByCategoryId', {
    query: { categoryId: seriesId, fieldName: 'season', pageIndex: 0, pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return seasonNumbers(page.Items);
}

export function getSeasonsQueryOptions(seriesId: number) {
  return queryOptions({
    queryKey: ['details', 'seasons', seriesId],
    queryFn: ({ signal }) => getSeasons(seriesId, signal),
  });
}

export function useSeasons(seriesId: number) {
  return useQuery(getSeasonsQueryOptions(seriesId));
}
