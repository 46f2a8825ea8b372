/**
 * Every URL the web app links to, built in one place (docs/behaviour/routes-and-frame.md#route-table), with `account-paths.ts` beside it:
 * this object is in the entry chunk, so URLs only lazily loaded screens link to are kept there. The router's
 * routes use these paths too (`routePatterns` below for those with parameters), so a route and the links to
 * it change together.
 */
export const paths = {
  home: '/',
  plans: '/plans',
  login: '/login',
  channels: '/channel',
  /** The guide grid (channels × time); `?day=yyyy-mm-dd` picks one of its 5 dates. */
  guide: '/guide',
  catchupVideos: '/catchup/videos',
  devices: '/devices',
  privacy: '/info/privacy',
  termsOfUse: '/info/termsofuse',
  countryError: '/country-error',
  notFound: '/error/not-found',
  onDemand: (slug: string) => `/ondemand/${encodeURIComponent(slug)}`,
  page: (slug: string) => `/${encodeURIComponent(slug)}`,
  /** One list of an on-demand page, paged (docs/behaviour/routes-and-frame.md#route-table: /ondemand/{slug} with optional listID and query pageNo). */
  onDemandList: (slug: string, listId: number) => `/ondemand/${encodeURIComponent(slug)}/${listId}`,
  /** The see-all page of a list: its title and all its items, paged. */
  seeAll: (pageSlug: string, listIdOrSlug: number | string) =>
    `/${encodeURIComponent(pageSlug)}/list-details/${encodeURIComponent(listIdOrSlug)}`,
  details: (contentId: number, slug: string) => `/details/${contentId}/${encodeURIComponent(slug)}`,
  catchupPlay: (contentId: number, slug: string) => `/catchup/play/${contentId}/${encodeURIComponent(slug)}`,
  livePlay: (contentId: number, slug: string) => `/play/${contentId}/${encodeURIComponent(slug)}`,
  personCast: (slug: string) => `/person/cast/${encodeURIComponent(slug)}`,
  /** The search page carrying the typed text (docs/behaviour/search.md#search-box: the search box's Enter and "See all results"). */
  search: (text: string) => (text ? `/search?q=${encodeURIComponent(text)}` : '/search'),
  register: '/register',
  account: '/account',
  myLists: '/mylists',
  /** The demo server's outbox: the messages it kept instead of sending. */
  outbox: '/demo/outbox',
  /** Sites outside the app: the help centre and the app stores (footer, account menu, devices page). */
  external: {
    supportCentre: 'https://support.sahra.tv/hc/en-us',
    appStore: 'https://apps.apple.com/app/sahra-arabic-tv/id6450012345',
    googlePlay: 'https://play.google.com/store/apps/details?id=tv.sahra.app',
  },
} as const;

/** The router's patterns of the paths above that have parameters (`:name` a parameter, `?` an optional one). */
export const routePatterns = {
  /** The pages of the other home groups, e.g. /catchup (static paths such as /plans rank above it). */
  homeGroup: '/:pageSlug',
  onDemand: '/ondemand/:slug/:listID?',
  seeAll: '/:slug/list-details/:listIdOrSlug',
  /** A list-group link of the catalog (docs/behaviour/routes-and-frame.md#route-table: /{language}/listgroup/{slug}). */
  listGroup: '/:language/listgroup/:slug',
  details: '/details/:contentID/:slug?',
  catchupPlay: '/catchup/play/:contentID/:slug?',
  livePlay: '/play/:contentID/:slug?',
  personCast: '/person/cast/:slug',
  search: '/search',
  myLists: `${paths.myLists}/:listN?`,
} as const;
