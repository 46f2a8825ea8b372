import { matchRoutes, type RouteObject } from 'react-router';
import { PAGE_ROUTE_PATTERNS } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { accountRoutes } from '../features/auth/account-routes';
import { accountPaths } from '../config/account-paths';
import { paths, routePatterns } from '../config/paths';
import { laterRoutes } from './later-routes';
import { moneyRoutes } from './money-routes';
import { routes } from './router';

/** The router as it is once every route table has been added (the app adds them on first visit). */
const table: RouteObject[] = routes.map(({ path, children = [] }) => ({
  path,
  children: [...children, ...laterRoutes, ...moneyRoutes, ...accountRoutes],
}));

/** The path of the route that serves a URL. */
function routeOf(url: string) {
  return matchRoutes(table, url)?.at(-1)?.route.path;
}

test.each([
  [paths.plans, paths.plans],
  [paths.channels, paths.channels],
  [paths.guide, paths.guide],
  [paths.catchupVideos, paths.catchupVideos],
  [paths.privacy, paths.privacy],
  [paths.devices, paths.devices],
  [paths.notFound, paths.notFound],
  [paths.outbox, paths.outbox],
  [paths.page('catchup'), routePatterns.homeGroup],
  [paths.onDemand('movies'), routePatterns.onDemand],
  [paths.onDemandList('movies', 7), routePatterns.onDemand],
  [paths.seeAll('home', 12), routePatterns.seeAll],
  ['/en/listgroup/movies', routePatterns.listGroup],
  [paths.details(12, 'the-show'), routePatterns.details],
  [paths.catchupPlay(12, ''), routePatterns.catchupPlay],
  [paths.livePlay(3, 'one'), routePatterns.livePlay],
  [paths.personCast('layla'), routePatterns.personCast],
  [paths.search('news').split('?')[0] ?? '', routePatterns.search],
  [paths.myLists, routePatterns.myLists],
  [`${paths.myLists}/liked`, routePatterns.myLists],
  [paths.login, paths.login],
  [accountPaths.forgotPassword, accountPaths.forgotPassword],
  [accountPaths.verify, accountPaths.verify],
  [accountPaths.verifyMobile, accountPaths.verifyMobile],
  [paths.account, paths.account],
  [accountPaths.changePassword, accountPaths.changePassword],
  [accountPaths.paymentSelect, accountPaths.paymentSelect],
  [accountPaths.paymentSuccess, accountPaths.paymentSuccess],
  [accountPaths.paymentSubscribe, accountPaths.paymentSubscribe],
  [accountPaths.paymentPromoCode, accountPaths.paymentPromoCode],
  [accountPaths.paymentPromoDetailPage, accountPaths.paymentPromoDetailPage],
  [accountPaths.cancelSubscription, accountPaths.cancelSubscription],
])('a link to %s reaches the route %s', (url, route) => {
  expect(routeOf(url)).toBe(route);
});

test('an unknown address of two or more parts is not found', () => {
  expect(routeOf('/no/such/page')).toBe('*');
});

/** Every path of the route table, as written, but the catch-all. */
function patternsOf(routes: RouteObject[]): string[] {
  return routes.flatMap(({ path, children = [] }) => [
    ...(path && path !== '*' ? [path] : []),
    ...patternsOf(children),
  ]);
}

test('the server knows every page of the app, so any other path answers HTTP 404', () => {
  expect(patternsOf(table).sort()).toEqual([...PAGE_ROUTE_PATTERNS].sort());
});
