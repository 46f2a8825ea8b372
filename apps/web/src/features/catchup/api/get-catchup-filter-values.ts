import {
  CATCHUP_CHANNEL_FILTER_PAGE_SIZE,
  CATCHUP_GENRE_FILTER_PAGE_SIZE,
  CategoryId,
  type CustomValue,
  type PagedResult,
  MINUTE_MS,
} from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import type { ContentLanguage } from '../../../lib/content-item';

/** A safety stop: a filter list longer than this many pages is not a list anyone ticks through. */
const MAX_FILTER_PAGES = 20;

/**
 * Every custom value of a catch-up field, read in the spec's page size (30 channels, 10 genres) until
 * the total is reached: the panel must offer every value, and a value ticked in a shared link must be
 * recognised even when it is not on the first page.
 */
export async function getCatchupFilterValues(
  fieldName: string,
  pageSize: number,
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<CustomValue[]> {
  const values: CustomValue[] = [];
  for (let pageIndex = 0; pageIndex < MAX_FILTER_PAGES; pageIndex++) {
    const page = await apiGet<PagedResult<CustomValue>>('/api/GetCustomValuesByCategoryId', {
      query: { categoryId: CategoryId.Catchup, fieldName, pageIndex, pageSize, language },
      signal,
    });
    values.push(...page.Items);
    if (page.Items.length < pageSize || values.length >= page.TotalCount) break;
  }
  return values;
}

/**
 * Channels come from the catch-up category's channel values rather than from channel items
 * (GetFilteredVideos content type 1): they are exactly the channels that have catch-up episodes, and
 * their url names are the values the channel filter matches.
 */
const filterValuesQueryOptions = (fieldName: string, pageSize: number, language: ContentLanguage) =>
  queryOptions({
    queryKey: ['catchup', 'filter-values', fieldName, language],
    queryFn: ({ signal }) => getCatchupFilterValues(fieldName, pageSize, language, signal),
    staleTime: 10 * MINUTE_MS,
  });

/** The channels and genres in the page's language (their Arabic names on an Arabic page). */
export const useCatchupChannels = () =>
  useQuery(filterValuesQueryOptions('channel', CATCHUP_CHANNEL_FILTER_PAGE_SIZE, useContentLanguage()));
export const useCatchupGenres = () =>
  useQuery(filterValuesQueryOptions('genre', CATCHUP_GENRE_FILTER_PAGE_SIZE, useContentLanguage()));
