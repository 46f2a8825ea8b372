import { ContentTypeId, SEARCH_PAGE_SIZE, type ItemResults, type ItemResultsRequest } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';

/** docs/behaviour/search.md#calls, search page: series, plays and movies, 30 a page, Language en; pageIndex is 0-based. */
export function itemResultsRequest(text: string, pageIndex: number): ItemResultsRequest {
  return {
    ContentTypes: [ContentTypeId.Container, ContentTypeId.Play, ContentTypeId.Movie],
    PageSize: SEARCH_PAGE_SIZE,
    PageIndex: pageIndex,
    Language: 'en',
    Text: text,
  };
}

export function getItemResults(text: string, pageIndex: number, signal?: AbortSignal): Promise<ItemResults> {
  return apiPost<ItemResults>('/api/GetItemResults', itemResultsRequest(text, pageIndex), { signal });
}

export function getItemResultsQueryOptions(text: string, pageIndex: number) {
  return queryOptions({
    queryKey: ['search-results', text, pageIndex],
    queryFn: ({ signal }) => getItemResults(text, pageIndex, signal),
    enabled: text.length > 0,
    // the previous page of the same text stays on screen while the next loads, so the pager does not
    // jump away; another text's results never stand in for this one's
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === text ? previous : undefined,
  });
}

/** One page of search results and the people whose name matches the text. */
export function useItemResults(text: string, pageIndex: number) {
  return useQuery(getItemResultsQueryOptions(text, pageIndex));
}
