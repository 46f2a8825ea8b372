import { AuthCookie, AuthHeader, CROSS_SITE_REFUSED_MESSAGE, PlatformErrorCode } from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes something (cancels, rotates a token, writes a row): guarded like a POST. Every
     * method but GET, HEAD and OPTIONS is guarded without saying so.
     */
    changesState?: boolean;
    /**
     * The query parameter this route signs its caller in by, before the token header and the cookie
     * (cancel's and auto-renew's `token`), set by the sign-in hook that reads it. A token there speaks
     * for the caller, and another site's page cannot know it; on any other route a `token` parameter is
     * only text, and the call is as cookie-only as it was without it.
     */
    tokenParameter?: string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CREDENTIAL_COOKIES: readonly string[] = Object.values(AuthCookie);
/** Headers a page of another site cannot add: the server answers no CORS preflight. */
const CREDENTIAL_HEADERS: readonly string[] = [
  // the operator calls' bearer token
  'authorization',
  AuthHeader.Token,
  AuthHeader.Remember,
  AuthHeader.LoginTokenId,
];

const present = (value: unknown) => typeof value === 'string' && value.length > 0;

function changesState(request: FastifyRequest) {
  return !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
}

/**
 * Only the browser's cookies speak for the caller: the very thing another site's page can make it send.
 * What else counts is what the route itself signs in by: a header, or its own token parameter.
 */
function cookieOnly(request: FastifyRequest) {
  if (!CREDENTIAL_COOKIES.some((name) => present(request.cookies[name]))) return false;
  if (CREDENTIAL_HEADERS.some((name) => present(request.headers[name]))) return false;
  const parameter = request.routeOptions.config.tokenParameter;
  if (parameter === undefined) return true;
  const query = request.query as Record<string, unknown> | undefined;
  return !present(query?.[parameter]);
}

function originHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser says the request came from this site: its Origin names the public origin or the
 * host the request came to, or, without an Origin, its Fetch Metadata says same-origin. A POST
 * without either comes from a client that is no browser (browsers send Origin on every POST); a GET
 * without either may be a link followed from anywhere.
 */
function fromThisSite(request: FastifyRequest, publicOrigin: string | undefined) {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === publicOrigin || originHost(origin) === request.host;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return request.method !== 'GET';
}

/**
 * One rule for every route (ADR 027): a call that changes state and is signed in by cookie alone must
 * come from this site. The token header, the token parameter of a route that signs in by it, or no
 * cookie at all pass, since another site can make a browser send none of them with the victim's
 * credentials.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicOrigin: string | undefined) {
  app.addHook('onRequest', async (request) => {
    if (changesState(request) && cookieOnly(request) && !fromThisSite(request, publicOrigin)) {
      throw new AppError(403, PlatformErrorCode.CrossSiteRefused, CROSS_SITE_REFUSED_MESSAGE);
    }
  });
}
