/** Hydrating a page the server rendered (ADR 008): loaded only by pages that come rendered. */
import { COUNTRY_CODE_CACHE_SECONDS, type FirstScreenState } from '@sahra/contracts';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { rememberCountryCode } from './expiring-storage';

/**
 * Takes over what the server rendered the first screen from, so hydrating renders exactly that screen:
 * its catalog answers, and the visitor's country that came with them.
 */
export function restoreFirstScreen(queryClient: QueryClient, state: FirstScreenState) {
  // Dated now, not when the server rendered the page: the server keeps a rendered page only while the
  // catalog it was rendered from is unchanged, so its answers are as current as fresh ones. Dated when
  // rendered, a page kept for over a minute had every answer fetched again as soon as it was hydrated.
  // setQueryData rather than TanStack's hydrate() keeps its hydration module (about 0.4 kB) out of the
  // code every page loads first.
  for (const { queryKey, state: query } of (state.queries as DehydratedState).queries) {
    if (query.status === 'success') queryClient.setQueryData(queryKey, query.data);
  }
  if (state.countryCode) rememberCountryCode(state.countryCode, COUNTRY_CODE_CACHE_SECONDS);
}

/**
 * Loads the screens of the page's routes before the router is made, so that its first render is the
 * page itself, as on the server, rather than the loading fallback of a lazy route.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
