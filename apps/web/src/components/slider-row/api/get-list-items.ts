import { DEFAULT_LIST_PAGE_SIZE, type ContentItemPage, type listItemsRequestSchema } from '@sahra/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../api/client';
import type { ContentLanguage } from '../../../lib/content-item';
import { nextPageIndex } from '../load-more';
import { retryIfRetryable } from './retry';

export type ListItemsRequest = z.input<typeof listItemsRequestSchema>;

/**
 * POST /api/GetListItems: one page of a list's items. For a dynamic list the server runs the list's
 * stored request with this page (docs/behaviour/catalog-calls.md#lists); a page past the end answers the first page instead (docs/behaviour/catalog-calls.md#paging).
 */
export function getListItems(request: ListItemsRequest, signal?: AbortSignal) {
  return apiPost<ContentItemPage>('/api/GetListItems', request, { signal });
}

/** One page (0-based) of a list, for a paged grid. */
export function getListItemsQueryOptions(listId: number, language: ContentLanguage, pageIndex: number) {
  const request = { listId, language, PageSize: DEFAULT_LIST_PAGE_SIZE, PageIndex: pageIndex };
  return queryOptions({
    queryKey: ['list-items', listId, language, pageIndex],
    queryFn: ({ signal }) => getListItems(request, signal),
    retry: retryIfRetryable,
    // the grid keeps showing the current page while the next one loads, instead of flashing placeholders
    placeholderData: keepPreviousData,
  });
}

export function useListItems(listId: number, language: ContentLanguage, pageIndex: number) {
  return useQuery(getListItemsQueryOptions(listId, language, pageIndex));
}

/** A list's pages one after another, for a row that loads more as the visitor reaches its end. */
export function getListItemsInfiniteQueryOptions(listId: number, language: ContentLanguage) {
  return infiniteQueryOptions({
    queryKey: ['list-items', 'infinite', listId, language],
    queryFn: ({ pageParam, signal }) =>
      getListItems({ listId, language, PageSize: DEFAULT_LIST_PAGE_SIZE, PageIndex: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageIndex,
    retry: retryIfRetryable,
  });
}

export function useInfiniteListItems(listId: number, language: ContentLanguage) {
  return useInfiniteQuery(getListItemsInfiniteQueryOptions(listId, language));
}
