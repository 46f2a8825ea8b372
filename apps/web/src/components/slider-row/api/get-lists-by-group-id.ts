import { ListSortType, type ContentList } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { ContentLanguage } from '../../../lib/content-item';
import { retryIfRetryable } from './retry';

/** GET /api/GetListsByGroupId: the lists of a list group in their order (docs/behaviour/catalog-calls.md#calls), titled in the language. */
export function getListsByGroupId(listGroupId: number, language: ContentLanguage, signal?: AbortSignal) {
  return apiGet<ContentList[]>('/api/GetListsByGroupId', {
    query: { listGroupID: listGroupId, language, sortType: ListSortType.Order, sortDirection: 'ASC' },
    signal,
  });
}

export function getListsByGroupIdQueryOptions(listGroupId: number, language: ContentLanguage) {
  return queryOptions({
    queryKey: ['lists-by-group', listGroupId, language],
    queryFn: ({ signal }) => getListsByGroupId(listGroupId, language, signal),
    retry: retryIfRetryable,
  });
}

/** `enabled` false waits, e.g. until the group holding the lists is known. */
export function useListsByGroupId(listGroupId: number, language: ContentLanguage, enabled = true) {
  return useQuery({ ...getListsByGroupIdQueryOptions(listGroupId, language), enabled });
}
