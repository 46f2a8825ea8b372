import {
  CategoryId,
  ContentTypeId,
  DEFAULT_LIST_PAGE_SIZE,
  FilterMode,
  type FilteredVideosRequest,
  SortType,
} from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { getFilteredVideosQueryOptions } from './get-filtered-videos';

/** The latest catch-up episodes and clips a channel aired, newest first ("More Episodes from the channel"). */
export function channelEpisodesRequest(channelSlug: string): FilteredVideosRequest {
  return {
    Categories: [CategoryId.Catchup],
    ContentTypes: [ContentTypeId.Episode, ContentTypeId.Clip],
    CustomFilters: [{ Name: 'channel', Value: channelSlug, FilterMode: FilterMode.AndWhenExists }],
    SortType: SortType.Custom,
    CustomSortField: 'broadcastdate',
    SortDirection: 'DESC',
    PageSize: DEFAULT_LIST_PAGE_SIZE,
    PageIndex: 0,
  };
}

export function getChannelEpisodesQueryOptions(channelSlug: string) {
  return getFilteredVideosQueryOptions(channelEpisodesRequest(channelSlug));
}

export function useChannelEpisodes(channelSlug: string) {
  return useQuery(getChannelEpisodesQueryOptions(channelSlug));
}
