import { MAX_PAGE_INDEX } from '@sahra/contracts';

/** Query parameter names of paged and filtered screens (docs/behaviour/catch-up.md#url-state). */
export const UrlParam = {
  PageNo: 'pageNo',
  CheckedChannels: 'checkedChannels',
  CheckedGenres: 'checkedGenres',
} as const;

/** The deepest 1-based page a URL may ask for when the screen does not know its page count yet. */
const DEEPEST_PAGE_NO = MAX_PAGE_INDEX + 1;

/**
 * A 1-based page number from the URL. Anything that is not a plain positive whole number, or is past
 * `maxPageNo`, means page 1: a hand-edited or stale link shows the first page rather than an error.
 */
export function parsePageNo(raw: string | null | undefined, maxPageNo: number = DEEPEST_PAGE_NO): number {
  if (raw === null || raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return 1;
  const pageNo = Number(raw.trim());
  return pageNo >= 1 && pageNo <= maxPageNo ? pageNo : 1;
}

/** The value of a page number in the URL: page 1 is the default and is left out. */
export function serialisePageNo(pageNo: number): string | null {
  return Number.isInteger(pageNo) && pageNo > 1 ? String(pageNo) : null;
}

/**
 * A comma list from the URL, keeping only values the screen knows (a channel or genre that exists),
 * each once, in the order given.
 */
export function parseCommaList(raw: string | null | undefined, known: Iterable<string>): string[] {
  if (!raw) return [];
  const allowed = new Set(known);
  const kept = new Set<string>();
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (allowed.has(value)) kept.add(value);
  }
  return [...kept];
}

/** The value of a comma list in the URL; an empty list is left out. */
export function serialiseCommaList(values: readonly string[]): string | null {
  const unique = [...new Set(values.map((value) => value.trim()).filter((value) => value.length > 0))];
  return unique.length > 0 ? unique.join(',') : null;
}

/**
 * A copy of `current` with `changes` applied: a null value removes the parameter. Other parameters
 * are kept, so screens can change one piece of state without knowing the rest.
 */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** `?a=1&b=2`, or an empty string when there is nothing to carry, for links that keep their path. */
export function toSearch(params: URLSearchParams): string {
  const search = params.toString();
  return search ? `?${search}` : '';
}
