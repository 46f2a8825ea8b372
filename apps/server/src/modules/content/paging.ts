import { MAX_COUNTED_ITEMS } from '@sahra/contracts';

export interface PageRequest {
  pageSize: number;
  pageIndex: number;
}

export interface Page<T> {
  Items: T[];
  PageSize: number;
  PageIndex: number;
  TotalCount: number;
  TotalCountCapped: boolean;
}

/**
 * Below this offset a page is read alongside its count: walking to it costs little whatever the total.
 * A deeper page waits for the total, so that one past the end is never read and one nearer the end is
 * read from the end (see `fetchFromEnd`).
 */
export const EAGER_OFFSET = 1_000;

/**
 * The `limit` items that sit `offset` items before the end of the whole ordering, last first (the
 * ordering reversed): the last page of a long list is then as cheap as the first.
 */
export type FetchFromEnd<T> = (limit: number, offset: number) => Promise<T[]>;

/**
 * One page with its total. A page index past the last page answers the first page with PageIndex 0
 * (docs/behaviour/catalog-calls.md#paging: "if the page index exceeds the page count it falls back to page 0").
 * `count` may stop counting after cap + 1 matches; such a total is reported as `cap`, capped. Pages
 * past the cap are therefore never read, and with `fetchFromEnd` no page walks past more than half of
 * the total, which keeps hostile deep offsets cheap.
 */
export async function pageWithFallback<T>(
  { pageSize, pageIndex }: PageRequest,
  count: () => Promise<number>,
  fetch: (limit: number, offset: number) => Promise<T[]>,
  cap = MAX_COUNTED_ITEMS,
  fetchFromEnd?: FetchFromEnd<T>,
): Promise<Page<T>> {
  const offset = pageSize * pageIndex;
  const settle = (counted: number) => ({
    TotalCount: Math.min(counted, cap),
    TotalCountCapped: counted > cap,
  });
  const firstPage = async (totals: ReturnType<typeof settle>): Promise<Page<T>> => ({
    Items: totals.TotalCount === 0 ? [] : await fetch(pageSize, 0),
    PageSize: pageSize,
    PageIndex: 0,
    ...totals,
  });
  if (offset >= cap || (fetchFromEnd !== undefined && offset >= EAGER_OFFSET)) {
    const totals = settle(await count());
    if (totals.TotalCount === 0) return { Items: [], PageSize: pageSize, PageIndex: pageIndex, ...totals };
    if (offset >= totals.TotalCount) return firstPage(totals);
    const items = await readNearerEnd(totals, offset, pageSize, fetch, fetchFromEnd);
    return { Items: items, PageSize: pageSize, PageIndex: pageIndex, ...totals };
  }
  // the total and the page are read together; the first page is read again only past the end
  const [counted, items] = await Promise.all([count(), fetch(pageSize, offset)]);
  const totals = settle(counted);
  if (pageIndex > 0 && totals.TotalCount > 0 && offset >= totals.TotalCount) return firstPage(totals);
  return { Items: items, PageSize: pageSize, PageIndex: pageIndex, ...totals };
}

/** The page at `offset` (within the total), walked to from whichever end of the ordering is nearer. */
async function readNearerEnd<T>(
  { TotalCount, TotalCountCapped }: { TotalCount: number; TotalCountCapped: boolean },
  offset: number,
  pageSize: number,
  fetch: (limit: number, offset: number) => Promise<T[]>,
  fetchFromEnd: FetchFromEnd<T> | undefined,
): Promise<T[]> {
  const limit = Math.min(pageSize, TotalCount - offset);
  const fromEnd = TotalCount - offset - limit;
  // a capped total is not where the list ends
  if (fetchFromEnd === undefined || TotalCountCapped || fromEnd >= offset) return fetch(pageSize, offset);
  return (await fetchFromEnd(limit, fromEnd)).reverse();
}
