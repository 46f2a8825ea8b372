import { expect, test } from 'vitest';
import { hasMorePages, nextPageIndex } from './load-more';

test('a list loads more while the pages so far hold fewer items than its total', () => {
  expect(hasMorePages({ PageSize: 20, PageIndex: 0, TotalCount: 45 })).toBe(true);
  expect(hasMorePages({ PageSize: 20, PageIndex: 1, TotalCount: 45 })).toBe(true);
  expect(nextPageIndex({ PageSize: 20, PageIndex: 1, TotalCount: 45 })).toBe(2);
});

test('the last page, an exactly full one included, loads nothing more', () => {
  expect(hasMorePages({ PageSize: 20, PageIndex: 2, TotalCount: 45 })).toBe(false);
  expect(hasMorePages({ PageSize: 20, PageIndex: 1, TotalCount: 40 })).toBe(false);
  expect(nextPageIndex({ PageSize: 20, PageIndex: 0, TotalCount: 0 })).toBeUndefined();
});

test('a page size of zero never asks for more', () => {
  expect(hasMorePages({ PageSize: 0, PageIndex: 0, TotalCount: 10 })).toBe(false);
});
