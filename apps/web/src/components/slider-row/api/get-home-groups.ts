import { HOME_CONFIGURATION_CACHE_SECONDS, type HomeGroup, SECOND_MS } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { retryIfRetryable } from './retry';

/** GET /appconfig/home-groups: every page built from configuration, with its list group and hero slider. */
export function getHomeGroups(signal?: AbortSignal) {
  return apiGet<HomeGroup[]>('/appconfig/home-groups', { signal });
}

export function getHomeGroupsQueryOptions() {
  return queryOptions({
    queryKey: ['home-groups'],
    queryFn: ({ signal }) => getHomeGroups(signal),
    // configuration, like the menu's: kept as long as the home configuration cache (docs/behaviour/home-and-on-demand.md#home-configuration)
    staleTime: HOME_CONFIGURATION_CACHE_SECONDS * SECOND_MS,
    retry: retryIfRetryable,
  });
}

export function useHomeGroups() {
  return useQuery(getHomeGroupsQueryOptions());
}
