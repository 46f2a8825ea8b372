import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../config/paths';

/**
 * Screens the server never renders first (live play, legal pages, the demo outbox): the app adds them
 * to its router when a visitor first heads for one, so that their entries, and the list of chunks each
 * needs, are not in the entry chunk every page loads.
 */
export const laterRoutes: RouteObject[] = [
  {
    path: paths.privacy,
    lazy: async () => ({ Component: (await import('../features/legal/routes/privacy')).PrivacyRoute }),
  },
  {
    path: paths.termsOfUse,
    lazy: async () => ({ Component: (await import('../features/legal/routes/terms')).TermsRoute }),
  },
  {
    path: paths.devices,
    lazy: async () => ({ Component: (await import('../features/legal/routes/devices')).DevicesRoute }),
  },
  {
    path: routePatterns.livePlay,
    lazy: async () => ({
      Component: (await import('../features/channels/routes/channel-play')).ChannelPlayRoute,
    }),
  },
  {
    path: paths.outbox,
    lazy: async () => ({ Component: (await import('../features/outbox/routes/outbox')).OutboxRoute }),
  },
  {
    path: paths.countryError,
    lazy: async () => ({ Component: (await import('./routes/country-error')).CountryErrorRoute }),
  },
];
