import { expect, test } from 'vitest';
import { chooseSeason, seasonNumbers } from './seasons';

const value = (urlEncodedName: string) => ({
  Name: `Season ${urlEncodedName}`,
  UrlEncodedName: urlEncodedName,
});

test('season numbers are read from the custom values, ascending and each once', () => {
  expect(seasonNumbers([value('3'), value('1'), value('2'), value('1')])).toEqual([1, 2, 3]);
  expect(seasonNumbers([value('10'), value('9')])).toEqual([9, 10]);
});

test('values that are not season numbers are skipped', () => {
  expect(seasonNumbers([value('special'), value('0'), value('-2'), value('2')])).toEqual([2]);
});

test('the season in the URL is kept when the show has it, otherwise the first season is shown', () => {
  expect(chooseSeason('2', [1, 2, 3])).toBe(2);
  expect(chooseSeason('7', [1, 2, 3])).toBe(1);
  expect(chooseSeason('abc', [1, 2])).toBe(1);
  expect(chooseSeason(null, [2, 3])).toBe(2);
  expect(chooseSeason('1', [])).toBeUndefined();
});
