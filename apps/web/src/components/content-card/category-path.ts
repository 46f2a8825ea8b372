const SLUG_PREFIX = 'slug:';
/** A path inside the app: one leading slash (two would leave the site) and only URL-safe characters. */
const APP_PATH = /^\/(?!\/)[\w\-.~%/?=&]+$/;

/**
 * A catalog-provided page path ("ondemand/movies", "/channel") as an app path, or undefined when it
 * would leave the app (an address, javascript:) or is empty: catalog data is untrusted.
 */
export function catalogAppPath(path: string): string | undefined {
  const withSlash = path.trim().replace(/^\/?/, '/');
  return APP_PATH.test(withSlash) ? withSlash : undefined;
}

/**
 * Where a category card leads: its Url is "slug:{path}" for a page of the app (docs/behaviour/catalog-calls.md#category-cards-and-sliders:
 * "slug:ondemand/movies" → /ondemand/movies), or an app path already.
 */
export function categoryCardPath(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed.toLowerCase().startsWith(SLUG_PREFIX)) return catalogAppPath(trimmed.slice(SLUG_PREFIX.length));
  return trimmed.startsWith('/') ? catalogAppPath(trimmed) : undefined;
}
