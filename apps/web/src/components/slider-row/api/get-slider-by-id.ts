import type { SliderEntry } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { retryIfRetryable } from './retry';

/** GET /api/GetSliderById: the entries of a hero slider (a home group's contentSliderId). */
export function getSliderById(sliderId: number, signal?: AbortSignal) {
  return apiGet<SliderEntry[]>('/api/GetSliderById', { query: { sliderId }, signal });
}

export function getSliderByIdQueryOptions(sliderId: number) {
  return queryOptions({
    queryKey: ['slider', sliderId],
    queryFn: ({ signal }) => getSliderById(sliderId, signal),
    retry: retryIfRetryable,
  });
}

export function useSliderById(sliderId: number) {
  return useQuery(getSliderByIdQueryOptions(sliderId));
}
