import type { QueryClient } from '@tanstack/react-query';
import { getHomeGroupsQueryOptions } from '../components/slider-row/api/get-home-groups';
import { getAppConfigQueryOptions } from '../features/app-config/api/get-app-config';

/** Pages built from a home group (home, on-demand, list pages): they need the home groups first. */
const HOME_GROUP_PAGE = /^\/$|^\/ondemand\/|\/list-details\/|\/listgroup\//;

/**
 * Starts the configuration the first screen waits for while its code is still loading: the home
 * configuration (every page's frame) and, on pages built from a home group, the home groups. Without
 * this each request would wait for the screen's chunk to load and render first.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string) {
  void queryClient.prefetchQuery(getAppConfigQueryOptions());
  if (HOME_GROUP_PAGE.test(pathname)) void queryClient.prefetchQuery(getHomeGroupsQueryOptions());
}
