import { HOME_GROUP_ROUTE, NOT_FOUND_ROUTE, PAGE_ROUTE_PATTERNS } from '@sahra/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogCache } from '../../platform/catalog-cache.js';
import type { Db } from '../../platform/db.js';
import { findHomeGroups } from '../appconfig/public.js';

/** A path's segments; empty ones (doubled or trailing slashes) dropped. */
function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** Whether a path is one of a route pattern's pages, as the app's router matches (case-insensitively). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  if (given.length > wanted.length) return false;
  return wanted.every((part, index) => {
    const segment = given[index];
    if (segment === undefined) return part.endsWith('?');
    return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
  });
}

/** Routes whose page exists for every path they match; the home group route depends on the catalog. */
const FIXED_ROUTES = PAGE_ROUTE_PATTERNS.filter(
  (pattern) => pattern !== HOME_GROUP_ROUTE && pattern !== NOT_FOUND_ROUTE,
);

export type KnownPage = (pathname: string, log: FastifyBaseLogger) => Promise<boolean>;

/**
 * Whether a path is a page of the app: the server answers any other with HTTP 404 (and the app, which
 * shows its not-found screen), as a crawler or a link checker expects. Content pages of unknown content
 * are answered 404 by the page heads (page-heads.ts). A single segment is a page only when it names a
 * home group (/catchup); the groups are catalog data, kept in the catalog cache.
 */
export function createKnownPage(db: Db, cache: CatalogCache): KnownPage {
  return async (pathname, log) => {
    if (FIXED_ROUTES.some((pattern) => matchesRoute(pattern, pathname))) return true;
    if (!matchesRoute(HOME_GROUP_ROUTE, pathname)) return false;
    const slug = segments(pathname)[0]?.toLowerCase() ?? '';
    try {
      const json = await cache.keep('web:home-group-slugs', async () =>
        (await findHomeGroups(db)).map((group) => group.slug.toLowerCase()),
      );
      return (JSON.parse(json.toString()) as string[]).includes(safeDecode(slug));
    } catch (error) {
      // the visitor still gets the app, which decides itself
      log.error({ err: error }, 'home group look-up failed');
      return true;
    }
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
