import { MAX_COUNTED_TOTAL, SEARCH_PAGE_SIZE } from '@sahra/contracts';
import { parsePageNo } from '../../../lib/url-state';

/** The search page's text parameter: /search?q=… (docs/behaviour/search.md#search-box: the search box carries the typed text). */
export const SEARCH_TEXT_PARAM = 'q';
/** The server takes at most 200 characters of search text. */
export const MAX_SEARCH_TEXT = 200;
/** Totals are counted up to MAX_COUNTED_TOTAL, so no page lies past this one. */
export const LAST_SEARCH_PAGE = Math.ceil(MAX_COUNTED_TOTAL / SEARCH_PAGE_SIZE);

/** The searched text, trimmed and cut to what the server accepts; a missing one is empty. */
export function searchTextOf(raw: string | null): string {
  return (raw ?? '').trim().slice(0, MAX_SEARCH_TEXT).trim();
}

/** The 1-based page: anything odd (pageNo=-3, abc, 99999) is page 1. */
export function searchPageOf(raw: string | null): number {
  return parsePageNo(raw, LAST_SEARCH_PAGE);
}
