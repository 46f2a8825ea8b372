/**
 * Every page of the web app, as its router spells the path (React Router patterns: `:name` is one
 * segment, `:name?` an optional last one). The server answers any other path with HTTP 404 and the
 * app's not-found screen; the web's route table test keeps this list equal to its router.
 */
export const PAGE_ROUTE_PATTERNS = [
  '/',
  '/:pageSlug',
  '/ondemand/:slug/:listID?',
  '/catchup/videos',
  '/channel',
  '/person/cast/:slug',
  '/details/:contentID/:slug?',
  '/catchup/play/:contentID/:slug?',
  '/error/not-found',
  '/:slug/list-details/:listIdOrSlug',
  '/:language/listgroup/:slug',
  '/guide',
  '/info/privacy',
  '/info/termsofuse',
  '/devices',
  '/search',
  '/play/:contentID/:slug?',
  '/demo/outbox',
  '/country-error',
  '/plans',
  '/register/payment-select',
  '/register/success',
  '/payment/promo-code',
  '/payment/subscribe',
  '/payment/promotion-code/detail',
  '/mylists/:listN?',
  '/subscription/cancel',
  '/login',
  '/login/forgot-password',
  '/register',
  '/register/verify',
  '/register/verify-mobile',
  '/account',
  '/account/change-password',
] as const;

/** The one page whose path is any single segment: a home group's page (/catchup), if the catalog has it. */
export const HOME_GROUP_ROUTE = '/:pageSlug';
/** The app's not-found screen, where it sends a visitor for content that does not exist. */
export const NOT_FOUND_ROUTE = '/error/not-found';

/**
 * The menu's slug of an on-demand home group, by which a page is named: the movies group is
 * OnDemandMovies in the menu, ondemandhome is itself.
 */
export function onDemandMenuSlug(groupSlug: string): string {
  const slug = groupSlug.toLowerCase();
  return slug.startsWith('ondemand') ? slug : `ondemand${slug}`;
}
