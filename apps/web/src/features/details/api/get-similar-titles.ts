import { DEFAULT_LIST_PAGE_SIZE, FilterMode, type FilteredVideosRequest, SortType } from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { getFilteredVideosQueryOptions } from './get-filtered-videos';

/** Titles of the same content type (movies or plays) in one genre, newest first ("More like this"). */
export function similarTitlesRequest(contentType: number, genreSlug: string): FilteredVideosRequest {
  return {
    ContentTypes: [contentType],
    CustomFilters: [{ Name: 'genre', Value: genreSlug, FilterMode: FilterMode.AndWhenExists }],
    SortType: SortType.CreateDate,
    SortDirection: 'DESC',
    PageSize: DEFAULT_LIST_PAGE_SIZE,
    PageIndex: 0,
  };
}

export function getSimilarTitlesQueryOptions(contentType: number, genreSlug: string) {
  return getFilteredVideosQueryOptions(similarTitlesRequest(contentType, genreSlug));
}

export function useSimilarTitles(contentType: number, genreSlug: string) {
  return useQuery(getSimilarTitlesQueryOptions(contentType, genreSlug));
}
