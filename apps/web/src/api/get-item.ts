import type { ContentItem } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiGet } from './client';

/** GET /api/GetItemById: one content item; the service answers 404 when there is no such item. */
export function getItem(id: number, signal?: AbortSignal): Promise<ContentItem> {
  return apiGet<ContentItem>('/api/GetItemById', { query: { id }, signal });
}

/** True when the service said there is no such content (404) or refused the id (400). */
export function isMissingContent(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function getItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['item', id],
    queryFn: ({ signal }) => getItem(id, signal),
    // a missing item stays missing; only network trouble and server errors are worth one more try
    retry: (failureCount, error) => failureCount < 1 && !isMissingContent(error),
  });
}

/** The item, or nothing while `id` is unknown (a malformed contentID never reaches the service). */
export function useItem(id: number | undefined) {
  return useQuery({ ...getItemQueryOptions(id ?? 0), enabled: id !== undefined });
}
