import type { ComponentType } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { paths, routePatterns } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

/** A route's screen, the component `pick` names in the chunk `load` fetches: one lazy chunk per screen. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The id React Router gives the first top-level route, the root layout. */
const ROOT_ROUTE_ID = '0';
/** The account route's id (account-routes.tsx), whose index child is the Package and Billing Details. */
const ACCOUNT_ROUTE_ID = 'account';
const ACCOUNT_SCREEN_PATH = /^\/(login|register|account)(\/|$)/i;
const MONEY_SCREEN_PATH = /^\/(plans|register|payment|subscription|mylists)(\/|$)/i;
const LATER_SCREEN_PATH = /^\/(devices|play|info|demo|country-error)(\/|$)/i;

/**
 * The account screens' routes (login, register, verify, account, passwords) and the money screens' (plans,
 * payment, subscription) are added when a visitor first heads for one of them (React Router's lazy route
 * discovery): each route table is a chunk of its own, rather than more routes in the entry chunk that every
 * page loads. Once added, their paths match static routes and this is not asked again; React Router skips
 * routes patched twice. The account page's billing part comes with the account screens; My Lists comes
 * with the money screens' table, the other signed-in screens of the user's own. Browsing screens the server
 * never renders first come the same way (later-routes.tsx).
 */
const addScreens: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (LATER_SCREEN_PATH.test(path)) patch(ROOT_ROUTE_ID, (await import('./later-routes')).laterRoutes);
  const account = ACCOUNT_SCREEN_PATH.test(path);
  const money = MONEY_SCREEN_PATH.test(path);
  if (!account && !money) return;
  const [{ accountRoutes }, { moneyRoutes, accountBillingRoutes }] = await Promise.all([
    account ? import('../features/auth/account-routes') : { accountRoutes: null },
    import('./money-routes'),
  ]);
  if (money) patch(ROOT_ROUTE_ID, moneyRoutes);
  if (accountRoutes) {
    patch(ROOT_ROUTE_ID, accountRoutes);
    patch(ACCOUNT_ROUTE_ID, accountBillingRoutes);
  }
};

/**
 * Each screen is its own chunk, loaded when first visited; the frame is in the entry chunk since every page
 * uses it. The same table renders the first screen on the server (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingIndicator,
    children: [
      {
        index: true,
        lazy: screen(
          () => import('../features/home/routes/home'),
          (module) => module.HomeRoute,
        ),
      },
      {
        path: routePatterns.homeGroup,
        lazy: screen(
          () => import('../features/home/routes/home'),
          (module) => module.HomeRoute,
        ),
      },
      {
        path: routePatterns.onDemand,
        lazy: screen(
          () => import('../features/ondemand/routes/ondemand'),
          (module) => module.OnDemandRoute,
        ),
      },
      {
        path: paths.catchupVideos,
        lazy: screen(
          () => import('../features/catchup/routes/catchup-videos'),
          (module) => module.CatchupVideosRoute,
        ),
      },
      {
        path: paths.channels,
        lazy: screen(
          () => import('../features/channels/routes/channels'),
          (module) => module.ChannelsRoute,
        ),
      },
      {
        path: routePatterns.personCast,
        lazy: screen(
          () => import('../features/person/routes/person-cast'),
          (module) => module.PersonCastRoute,
        ),
      },
      {
        path: routePatterns.seeAll,
        lazy: screen(
          () => import('../features/see-all/routes/see-all'),
          (module) => module.SeeAllRoute,
        ),
      },
      {
        path: routePatterns.listGroup,
        lazy: screen(
          () => import('../features/see-all/routes/list-group'),
          (module) => module.ListGroupRoute,
        ),
      },
      {
        path: paths.guide,
        lazy: screen(
          () => import('../features/guide/routes/guide'),
          (module) => module.GuideRoute,
        ),
      },
      {
        path: routePatterns.search,
        lazy: screen(
          () => import('../features/search/routes/search'),
          (module) => module.SearchRoute,
        ),
      },
      {
        path: routePatterns.details,
        lazy: screen(
          () => import('../features/details/routes/details-route'),
          (module) => module.DetailsRoute,
        ),
      },
      {
        path: routePatterns.catchupPlay,
        lazy: screen(
          () => import('../features/details/routes/catchup-play-route'),
          (module) => module.CatchupPlayRoute,
        ),
      },
      {
        path: paths.notFound,
        lazy: screen(
          () => import('./routes/not-found'),
          (module) => module.NotFoundRoute,
        ),
      },
      {
        path: '*',
        lazy: screen(
          () => import('./routes/not-found'),
          (module) => module.NotFoundRoute,
        ),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: addScreens });
}
