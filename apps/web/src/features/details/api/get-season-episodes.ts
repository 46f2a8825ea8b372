import { ContentTypeId, FilterMode, type FilteredVideosRequest, SortType } from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { getFilteredVideosQueryOptions } from './get-filtered-videos';

/**
 * Episodes per page of the Episodes row. The spec leaves it open (its 20 is the content lists'
 * default); 12 fills whole rows of 1, 2, 3 or 4 cards, and a season of 15 episodes needs the pager.
 */
export const EPISODES_PAGE_SIZE = 12;

/**
 * The episodes and clips of one season in the order they aired (episode 1 first); a show without
 * season values has all its episodes in one list.
 */
export function seasonEpisodesRequest(
  seriesId: number,
  season: number | undefined,
  pageIndex: number,
): FilteredVideosRequest {
  return {
    Categories: [seriesId],
    ContentTypes: [ContentTypeId.Episode, ContentTypeId.Clip],
    CustomFilters:
      season === undefined
        ? []
        : [{ Name: 'season', Value: String(season), FilterMode: FilterMode.AndWhenExists }],
    SortType: SortType.Custom,
    CustomSortField: 'broadcastdate',
    SortDirection: 'ASC',
    PageSize: EPISODES_PAGE_SIZE,
    PageIndex: pageIndex,
  };
}

export function getSeasonEpisodesQueryOptions(
  seriesId: number,
  season: number | undefined,
  pageIndex: number,
) {
  return getFilteredVideosQueryOptions(seasonEpisodesRequest(seriesId, season, pageIndex));
}

/** A page of a season's episodes; `enabled` waits until the show's seasons are known. */
export function useSeasonEpisodes(
  seriesId: number,
  season: number | undefined,
  pageIndex: number,
  enabled: boolean,
) {
  return useQuery({ ...getSeasonEpisodesQueryOptions(seriesId, season, pageIndex), enabled });
}
