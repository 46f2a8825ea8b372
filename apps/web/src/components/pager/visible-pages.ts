/** How many pages a result of `totalCount` items has at `pageSize` per page; an empty result still has page 1. */
export function pageCount(totalCount: number, pageSize: number): number {
  if (!Number.isFinite(totalCount) || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * The page numbers (1-based) the pager shows: a window of `visible` pages that keeps the current page
 * in the middle where it can, and slides against the first or last page instead of running past them.
 */
export function visiblePages(current: number, totalPages: number, visible: number): number[] {
  const total = atLeastOne(totalPages);
  const size = Math.min(atLeastOne(visible), total);
  const page = Math.min(atLeastOne(current), total);
  const centred = page - Math.floor((size - 1) / 2);
  const start = Math.min(Math.max(1, centred), total - size + 1);
  return Array.from({ length: size }, (_, offset) => start + offset);
}

/** A whole number of at least 1; NaN and other non-numbers count as 1. */
function atLeastOne(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;
}
