import type { PagedResult } from '@sahra/contracts';

type PageInfo = Pick<PagedResult<unknown>, 'PageSize' | 'PageIndex' | 'TotalCount'>;

/** docs/behaviour/catalog-calls.md#paging: a dynamic list has more to load while PageSize × (PageIndex + 1) < TotalCount. */
export function hasMorePages(page: PageInfo): boolean {
  return page.PageSize > 0 && page.PageSize * (page.PageIndex + 1) < page.TotalCount;
}

/** The index of the page after this one, or undefined at the end (TanStack Query's getNextPageParam). */
export function nextPageIndex(page: PageInfo): number | undefined {
  return hasMorePages(page) ? page.PageIndex + 1 : undefined;
}
