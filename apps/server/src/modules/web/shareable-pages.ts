/** A page of the app whose link people share, so its head is written by the server (docs/behaviour/routes-and-frame.md#route-table). */
export type ShareablePage =
  /** id is null when the path's id cannot name an item (not a number, too large): a details page of nothing. */
  | { kind: 'item'; id: number | null }
  /** a live channel's play page; id null as for items */
  | { kind: 'channel'; id: number | null }
  | { kind: 'onDemand'; slug: string }
  | { kind: 'person'; slug: string }
  /** a see-all list, named by id (null as for items) or by a slug among the lists of the page's home group */
  | { kind: 'list'; pageSlug: string; list: number | string | null };

/** Ids are PostgreSQL integers; a longer number cannot be an item. */
const MAX_ITEM_ID = 2_147_483_647;
/** Slugs are short URL names; anything longer (or with a comma, which splits filter values) names nothing. */
const SLUG = /^[^,/]{1,120}$/;

function decodeSlug(raw: string): string | undefined {
  let slug: string;
  try {
    slug = decodeURIComponent(raw).trim().toLowerCase();
  } catch {
    return undefined; // a malformed %-escape
  }
  return SLUG.test(slug) ? slug : undefined;
}

function itemId(rawId: string): number | null {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : Number.NaN;
  return id <= MAX_ITEM_ID ? id : null;
}

function slugPage(kind: 'onDemand' | 'person', raw: string): ShareablePage | undefined {
  const slug = decodeSlug(raw);
  return slug === undefined ? undefined : { kind, slug };
}

function listPage(rawPageSlug: string, rawList: string): ShareablePage | undefined {
  const pageSlug = decodeSlug(rawPageSlug);
  if (pageSlug === undefined) return undefined;
  if (/^\d+$/.test(rawList)) return { kind: 'list', pageSlug, list: itemId(rawList) };
  const slug = decodeSlug(rawList);
  return slug === undefined ? undefined : { kind: 'list', pageSlug, list: slug };
}

const PATTERNS: [RegExp, (...match: string[]) => ShareablePage | undefined][] = [
  [/^\/details\/([^/]+)(?:\/[^/]*)?\/?$/i, (id) => ({ kind: 'item', id: itemId(id) })],
  [/^\/catchup\/play\/([^/]+)(?:\/[^/]*)?\/?$/i, (id) => ({ kind: 'item', id: itemId(id) })],
  [/^\/play\/([^/]+)(?:\/[^/]*)?\/?$/i, (id) => ({ kind: 'channel', id: itemId(id) })],
  [/^\/ondemand\/([^/]+)\/?$/i, (slug) => slugPage('onDemand', slug)],
  [/^\/person\/cast\/([^/]+)\/?$/i, (slug) => slugPage('person', slug)],
  [/^\/([^/]+)\/list-details\/([^/]+)\/?$/i, listPage],
];

/**
 * The shareable page a path shows: `/details/{id}/{slug}`, `/catchup/play/{id}/{slug}`, `/play/{id}/{slug}`,
 * `/ondemand/{slug}`, `/person/cast/{slug}` or `/{slug}/list-details/{listIdOrSlug}`; undefined for every other path and for slugs that cannot name anything.
 */
export function matchShareablePage(pathname: string): ShareablePage | undefined {
  for (const [pattern, toPage] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (match?.[1] !== undefined) return toPage(...match.slice(1));
  }
  return undefined;
}
