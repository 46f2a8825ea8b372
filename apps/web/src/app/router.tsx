import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

/** The id React Router gives the first top-level route, the root layout. */
const ROOT_ROUTE_ID = '0';
const ACCOUNT_SCREEN_PATH = /^\/(login|register|account)(\/|$)/i;

/**
 * The account screens' routes (login, register, verify, account, passwords) are added when a visitor first
 * heads for one of them (React Router's lazy route discovery): their route table is a chunk of its own,
 * rather than seven more routes in the entry chunk that every page loads. Once added, their paths match
 * static routes and this is not asked again; React Router skips routes patched twice.
 */
const addAccountScreens: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (ACCOUNT_SCREEN_PATH.test(path))
    patch(ROOT_ROUTE_ID, (await import('../features/auth/account-routes')).accountRoutes);
};

/** Each screen is its own chunk, loaded when first visited; the frame is in the entry chunk since every page uses it. */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RouteError,
        HydrateFallback: LoadingIndicator,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/routes/home')).HomeRoute }),
          },
          // the pages of the other home groups, e.g. /catchup (static paths such as /plans rank above it)
          {
            path: ':pageSlug',
            lazy: async () => ({ Component: (await import('../features/home/routes/home')).HomeRoute }),
          },
          {
            path: 'ondemand/:slug/:listID?',
            lazy: async () => ({
              Component: (await import('../features/ondemand/routes/ondemand')).OnDemandRoute,
            }),
          },
          {
            path: ':slug/list-details/:listIdOrSlug',
            lazy: async () => ({
              Component: (await import('../features/see-all/routes/see-all')).SeeAllRoute,
            }),
          },
          {
            path: ':language/listgroup/:slug',
            lazy: async () => ({
              Component: (await import('../features/see-all/routes/list-group')).ListGroupRoute,
            }),
          },
          {
            path: 'catchup/videos',
            lazy: async () => ({
              Component: (await import('../features/catchup/routes/catchup-videos')).CatchupVideosRoute,
            }),
          },
          {
            path: 'channel',
            lazy: async () => ({
              Component: (await import('../features/channels/routes/channels')).ChannelsRoute,
            }),
          },
          {
            path: 'person/cast/:slug',
            lazy: async () => ({
              Component: (await import('../features/person/routes/person-cast')).PersonCastRoute,
            }),
          },
          {
            path: 'info/privacy',
            lazy: async () => ({
              Component: (await import('../features/legal/routes/privacy')).PrivacyRoute,
            }),
          },
          {
            path: 'info/termsofuse',
            lazy: async () => ({ Component: (await import('../features/legal/routes/terms')).TermsRoute }),
          },
          {
            path: 'devices',
            lazy: async () => ({
              Component: (await import('../features/legal/routes/devices')).DevicesRoute,
            }),
          },
          {
            path: 'search',
            lazy: async () => ({ Component: (await import('../features/search/routes/search')).SearchRoute }),
          },
          {
            path: 'details/:contentID/:slug?',
            lazy: async () => ({
              Component: (await import('../features/details/routes/details-route')).DetailsRoute,
            }),
          },
          {
            path: 'catchup/play/:contentID/:slug?',
            lazy: async () => ({
              Component: (await import('../features/details/routes/catchup-play-route')).CatchupPlayRoute,
            }),
          },
          {
            path: 'country-error',
            lazy: async () => ({ Component: (await import('./routes/country-error')).CountryErrorRoute }),
          },
          {
            path: 'error/not-found',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
    { patchRoutesOnNavigation: addAccountScreens },
  );
}
