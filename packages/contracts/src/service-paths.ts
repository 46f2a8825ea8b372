/**
 * Where the services answer: the server never answers these paths with the web app (a wrong call gets
 * JSON), and the web app's dev server forwards them to the API server.
 */
export const SERVICE_PATH_PREFIXES = [
  '/api',
  '/appconfig',
  '/images',
  '/media',
  '/membership',
  '/service',
  '/notify',
  '/sales',
  '/ues',
  '/stripe',
  '/payments',
  // not /subscription itself: /subscription/cancel is a page of the web app
  '/subscription/get',
  '/subscription/manage',
  '/epg',
  '/session',
  '/healthz',
  '/docs/api',
] as const;
