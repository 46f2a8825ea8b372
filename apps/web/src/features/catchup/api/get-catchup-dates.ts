import {
  CATCHUP_DATE_FILTER_PAGE_SIZE,
  CategoryId,
  type CustomValue,
  type PagedResult,
  MINUTE_MS,
} from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { visibleDates } from '../catchup-dates';

/** The broadcast dates of catch-up, newest first, without the hidden ones (docs/behaviour/catch-up.md#date-strip). */
export async function getCatchupDates(signal?: AbortSignal): Promise<CustomValue[]> {
  const page = await apiGet<PagedResult<CustomValue>>('/api/GetSortedCustomValuesByCategoryId', {
    query: {
      categoryId: CategoryId.Catchup,
      fieldName: 'broadcastdate',
      pageSize: CATCHUP_DATE_FILTER_PAGE_SIZE,
      sortDirection: 'DESC',
    },
    signal,
  });
  return visibleDates(page.Items);
}

export const getCatchupDatesQueryOptions = () =>
  queryOptions({
    queryKey: ['catchup', 'dates'],
    queryFn: ({ signal }) => getCatchupDates(signal),
    staleTime: 10 * MINUTE_MS,
  });

export const useCatchupDates = () => useQuery(getCatchupDatesQueryOptions());
