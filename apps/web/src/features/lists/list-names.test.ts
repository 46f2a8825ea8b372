import { expect, test } from 'vitest';
import { myListOf, watchedPercent } from './list-names';

test('listN names one of the three lists, and anything else is My List', () => {
  expect(myListOf('unfinished')).toBe('unfinished');
  expect(myListOf('liked')).toBe('liked');
  expect(myListOf(undefined)).toBe('watchlist');
  expect(myListOf('favorites')).toBe('watchlist');
  expect(myListOf('../account')).toBe('watchlist');
});

test('the share watched is a whole percent within 0..100, and 0 without a duration', () => {
  expect(watchedPercent(600, 5400)).toBe(11);
  expect(watchedPercent(6000, 5400)).toBe(100);
  expect(watchedPercent(10, null)).toBe(0);
  expect(watchedPercent(10, 0)).toBe(0);
});
