import { expect, test } from 'vitest';
import { EAGER_OFFSET, pageWithFallback } from './paging.js';

/** A list of `total` numbers 0, 1, 2 … read as the repositories read theirs, counting up to cap + 1. */
function list(total: number) {
  const reads: { from: 'start' | 'end'; offset: number }[] = [];
  const all = Array.from({ length: total }, (_, index) => index);
  return {
    reads,
    count: (cap: number) => () => Promise.resolve(Math.min(total, cap + 1)),
    fetch: (limit: number, offset: number) => {
      reads.push({ from: 'start', offset });
      return Promise.resolve(all.slice(offset, offset + limit));
    },
    fetchFromEnd: (limit: number, offset: number) => {
      reads.push({ from: 'end', offset });
      return Promise.resolve([...all].reverse().slice(offset, offset + limit));
    },
  };
}

test('a total above the cap is reported as the cap, capped, and pages past it answer the first page', async () => {
  const items = list(50_000);
  const page = await pageWithFallback(
    { pageSize: 20, pageIndex: 2_000 },
    items.count(20_000),
    items.fetch,
    20_000,
    items.fetchFromEnd,
  );
  expect(page).toMatchObject({ TotalCount: 20_000, TotalCountCapped: true, PageIndex: 0 });
  expect(page.Items).toEqual(Array.from({ length: 20 }, (_, index) => index));
});

test('a deep page nearer the end is read from the end, in the list order, and the last page holds the rest', async () => {
  const items = list(3_143);
  const last = await pageWithFallback(
    { pageSize: 20, pageIndex: 157 },
    items.count(20_000),
    items.fetch,
    20_000,
    items.fetchFromEnd,
  );
  expect(last).toMatchObject({ TotalCount: 3_143, TotalCountCapped: false, PageIndex: 157 });
  expect(last.Items).toEqual([3_140, 3_141, 3_142]);
  expect(items.reads).toEqual([{ from: 'end', offset: 0 }]);
  const middle = await pageWithFallback(
    { pageSize: 20, pageIndex: 100 },
    items.count(20_000),
    items.fetch,
    20_000,
    items.fetchFromEnd,
  );
  expect(middle.Items).toEqual(Array.from({ length: 20 }, (_, index) => 2_000 + index));
  expect(items.reads.at(-1)).toEqual({ from: 'end', offset: 3_143 - 2_020 });
});

test('a deep page nearer the start, or of a capped total, is read from the start', async () => {
  const items = list(30_000);
  const offset = EAGER_OFFSET + 20;
  const page = await pageWithFallback(
    { pageSize: 20, pageIndex: offset / 20 },
    items.count(20_000),
    items.fetch,
    20_000,
    items.fetchFromEnd,
  );
  expect(page.Items[0]).toBe(offset);
  const nearCap = await pageWithFallback(
    { pageSize: 20, pageIndex: 999 },
    items.count(20_000),
    items.fetch,
    20_000,
    items.fetchFromEnd,
  );
  expect(nearCap.Items[0]).toBe(19_980);
  expect(items.reads.every((read) => read.from === 'start')).toBe(true);
});
