import { PAGER_VISIBLE_PAGES, PAGER_VISIBLE_PAGES_MOBILE } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { pageCount, visiblePages } from './visible-pages';

test('the window starts at the first page while the current page is near it', () => {
  expect(visiblePages(1, 10, PAGER_VISIBLE_PAGES)).toEqual([1, 2, 3, 4, 5]);
  expect(visiblePages(3, 10, PAGER_VISIBLE_PAGES)).toEqual([1, 2, 3, 4, 5]);
});

test('the current page sits in the middle of the window', () => {
  expect(visiblePages(6, 10, PAGER_VISIBLE_PAGES)).toEqual([4, 5, 6, 7, 8]);
});

test('the window stops at the last page', () => {
  expect(visiblePages(10, 10, PAGER_VISIBLE_PAGES)).toEqual([6, 7, 8, 9, 10]);
  expect(visiblePages(9, 10, PAGER_VISIBLE_PAGES)).toEqual([6, 7, 8, 9, 10]);
});

test('mobile shows two pages: the current one and the next', () => {
  expect(visiblePages(1, 10, PAGER_VISIBLE_PAGES_MOBILE)).toEqual([1, 2]);
  expect(visiblePages(4, 10, PAGER_VISIBLE_PAGES_MOBILE)).toEqual([4, 5]);
  expect(visiblePages(10, 10, PAGER_VISIBLE_PAGES_MOBILE)).toEqual([9, 10]);
});

test('fewer pages than the window shows them all', () => {
  expect(visiblePages(2, 3, PAGER_VISIBLE_PAGES)).toEqual([1, 2, 3]);
  expect(visiblePages(1, 1, PAGER_VISIBLE_PAGES)).toEqual([1]);
});

test('a current page outside the range is clamped rather than breaking the window', () => {
  expect(visiblePages(-3, 10, PAGER_VISIBLE_PAGES)).toEqual([1, 2, 3, 4, 5]);
  expect(visiblePages(99, 10, PAGER_VISIBLE_PAGES)).toEqual([6, 7, 8, 9, 10]);
  expect(visiblePages(Number.NaN, 0, PAGER_VISIBLE_PAGES)).toEqual([1]);
});

test('the page count rounds up and is at least one', () => {
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(20, 20)).toBe(1);
  expect(pageCount(21, 20)).toBe(2);
  expect(pageCount(53, 26)).toBe(3);
  expect(pageCount(10, 0)).toBe(1);
});
