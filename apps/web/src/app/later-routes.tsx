import type { RouteObject } from 'react-router';

/**
 * Browsing screens the server never renders first (search, the guide, live play, legal and list pages, the
 * demo outbox): the app adds them to its router when a visitor first heads for one, so that their entries,
 * and the list of chunks each needs, are not in the entry chunk every page loads.
 */
export const laterRoutes: RouteObject[] = [
  {
    path: ':slug/list-details/:listIdOrSlug',
    lazy: async () => ({ Component: (await import('../features/see-all/routes/see-all')).SeeAllRoute }),
  },
  {
    path: ':language/listgroup/:slug',
    lazy: async () => ({ Component: (await import('../features/see-all/routes/list-group')).ListGroupRoute }),
  },
  {
    path: 'guide',
    lazy: async () => ({ Component: (await import('../features/guide/routes/guide')).GuideRoute }),
  },
  {
    path: 'info/privacy',
    lazy: async () => ({ Component: (await import('../features/legal/routes/privacy')).PrivacyRoute }),
  },
  {
    path: 'info/termsofuse',
    lazy: async () => ({ Component: (await import('../features/legal/routes/terms')).TermsRoute }),
  },
  {
    path: 'devices',
    lazy: async () => ({ Component: (await import('../features/legal/routes/devices')).DevicesRoute }),
  },
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('../features/search/routes/search')).SearchRoute }),
  },
  {
    path: 'play/:contentID/:slug?',
    lazy: async () => ({
      Component: (await import('../features/channels/routes/channel-play')).ChannelPlayRoute,
    }),
  },
  {
    path: 'demo/outbox',
    lazy: async () => ({ Component: (await import('../features/outbox/routes/outbox')).OutboxRoute }),
  },
  {
    path: 'country-error',
    lazy: async () => ({ Component: (await import('./routes/country-error')).CountryErrorRoute }),
  },
];
