import { z } from 'zod';
import { MAX_PAGE_INDEX, MAX_PAGE_SIZE } from './constants.js';

/** A page size from a query string or body: a positive whole number, capped to MAX_PAGE_SIZE. */
/* @__NO_SIDE_EFFECTS__ */
export const pageSizeSchema = (fallback: number) =>
  z.coerce
    .number()
    .int('PageSize must be a whole number')
    .min(1, 'PageSize must be at least 1')
    .max(1_000_000_000, 'PageSize is too large')
    .default(fallback)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE));

/** A 0-based page index from a query string or body. */
export const pageIndexSchema = z.coerce
  .number()
  .int('PageIndex must be a whole number')
  .min(0, 'PageIndex must not be negative')
  .max(MAX_PAGE_INDEX, `PageIndex must be at most ${MAX_PAGE_INDEX}`)
  .default(0);

export const idSchema = z.coerce
  .number()
  .int('id must be a whole number')
  .min(1, 'id must be positive')
  .max(2_147_483_647, 'id is too large');

/**
 * Search results (GetItemResults) are ranked and counted up to this many matches: a larger total is
 * reported as this number with TotalCountCapped, and pages past it are not served.
 */
export const MAX_COUNTED_TOTAL = 1_000;

/**
 * Totals of item selections (GetFilteredVideos, content lists) are exact up to this many: 1,000 catch-up
 * pages of 20, far more than any filtered catch-up view or the whole catch-up of a SEED_SCALE 4 catalog
 * holds. Counting and paging cost grows with the total, so a larger one (an unfiltered request over a
 * catalog of a million titles) is reported as this number with TotalCountCapped, and pages past it are
 * not served (the first page answers instead, as for any page past the end).
 */
export const MAX_COUNTED_ITEMS = 20_000;

/* @__NO_SIDE_EFFECTS__ */
export const pagedResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    Items: z.array(item),
    PageSize: z.number().int(),
    PageIndex: z.number().int(),
    TotalCount: z.number().int(),
  });
export type PagedResult<T> = z.output<ReturnType<typeof pagedResultSchema<z.ZodType<T>>>>;
