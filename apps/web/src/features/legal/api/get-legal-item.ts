import type { ContentItem, LegalItemId } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { apiGet } from '../../../api/client';

export type LegalItemIdValue = (typeof LegalItemId)[keyof typeof LegalItemId];

/** The privacy (43812) or terms (43811) text: a content item whose description holds the paragraphs. */
export function getLegalItem(id: LegalItemIdValue, signal?: AbortSignal): Promise<ContentItem> {
  return apiGet<ContentItem>('/api/GetItemById', { query: { id }, ...(signal ? { signal } : {}) });
}

export function getLegalItemQueryOptions(id: LegalItemIdValue) {
  return queryOptions({
    queryKey: ['legal-item', id],
    queryFn: ({ signal }) => getLegalItem(id, signal),
    // legal texts change a few times a year: one fetch per visit is plenty
    staleTime: Number.POSITIVE_INFINITY,
    // a refusal (4xx) will not change on retry; an outage may, so it is tried twice more before the page says so
    retry: (failures, error) => failures < 2 && (!(error instanceof ApiError) || error.isRetryable),
  });
}

export function useLegalItem(id: LegalItemIdValue) {
  return useQuery(getLegalItemQueryOptions(id));
}
