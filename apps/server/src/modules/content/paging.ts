import { MAX_COUNTED_TOTAL } from '@sahra/contracts';

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
 * One page with its total. A page index past the last page answers the first page with PageIndex 0
 * (docs/behaviour/catalog-calls.md#paging: "if the page index exceeds the page count it falls back to page 0").
 * `count` may stop counting after cap + 1 matches; such a total is reported as `cap`, capped. Pages
 * past the cap are therefore never read, which keeps hostile deep offsets cheap.
 */
export async function pageWithFallback<T>(
  { pageSize, pageIndex }: PageRequest,
  count: () => Promise<number>,
  fetch: (limit: number, offset: number) => Promise<T[]>,
  cap = MAX_COUNTED_TOTAL,
): Promise<Page<T>> {
  const offset = pageSize * pageIndex;
  const settle = (counted: number) => ({
    TotalCount: Math.min(counted, cap),
    TotalCountCapped: counted > cap,
  });
  if (offset >= cap) {
    const totals = settle(await count());
    if (totals.TotalCount === 0) return { Items: [], PageSize: pageSize, PageIndex: pageIndex, ...totals };
    return { Items: await fetch(pageSize, 0), PageSize: pageSize, PageIndex: 0, ...totals };
  }
  // the total and the page are read together; the first page is read again only past the end
  const [counted, items] = await Promise.all([count(), fetch(pageSize, offset)]);
  const totals = settle(counted);
  if (pageIndex > 0 && totals.TotalCount > 0 && offset >= totals.TotalCount) {
    return { Items: await fetch(pageSize, 0), PageSize: pageSize, PageIndex: 0, ...totals };
  }
  return { Items: items, PageSize: pageSize, PageIndex: pageIndex, ...totals };
}
