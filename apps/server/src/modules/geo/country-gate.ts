import { COUNTRY_CODE_HEADER, PlatformErrorCode } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';
import { resolveCountry } from './resolve-country.js';

export const COUNTRY_BLOCKED_MESSAGE = 'Our content is currently not available in your location.';

// Only the catalog services and playback tickets are gated: health checks, images and the web pages
// (which show the country-error page themselves) stay reachable everywhere.
const GATED_PREFIXES = ['/api/', '/appconfig/', '/session/'];

/**
 * Answers 451 with the CountryBlocked envelope to catalog calls from countries outside
 * ALLOWED_COUNTRIES. The /appconfig answer keeps the cc header so the web app knows why.
 */
export function registerCountryGate(app: FastifyInstance, config: Config) {
  if (config.ALLOWED_COUNTRIES.length === 0) return;
  const allowed = new Set(config.ALLOWED_COUNTRIES);
  app.addHook('onRequest', async (request) => {
    // the matched route as well as the raw path, so that a percent-encoded path cannot slip past
    const paths = [request.routeOptions.url, request.url.split('?', 1)[0]];
    const path = paths.find((candidate) => GATED_PREFIXES.some((prefix) => candidate?.startsWith(prefix)));
    if (path === undefined) return;
    const country = await resolveCountry(request, config);
    if (allowed.has(country)) return;
    const headers: Record<string, string> = path.startsWith('/appconfig/')
      ? { [COUNTRY_CODE_HEADER]: country }
      : {};
    throw new AppError(451, PlatformErrorCode.CountryBlocked, COUNTRY_BLOCKED_MESSAGE, headers);
  });
}
