import type { ListAndItems } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { ContentLanguage } from '../../../lib/content-item';
import { retryIfRetryable } from './retry';

/** GET /api/GetListAndItemsByListId: a list (title, tags, type) with its first page of items and its category cards. */
export function getListAndItems(listId: number, language: ContentLanguage, signal?: AbortSignal) {
  return apiGet<ListAndItems>('/api/GetListAndItemsByListId', { query: { listId, language }, signal });
}

export function getListAndItemsQueryOptions(listId: number, language: ContentLanguage) {
  return queryOptions({
    queryKey: ['list-and-items', listId, language],
    queryFn: ({ signal }) => getListAndItems(listId, language, signal),
    retry: retryIfRetryable,
  });
}

export function useListAndItems(listId: number, language: ContentLanguage) {
  return useQuery(getListAndItemsQueryOptions(listId, language));
}
