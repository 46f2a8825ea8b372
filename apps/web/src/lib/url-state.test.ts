import { expect, test } from 'vitest';
import {
  parseCommaList,
  parsePageNo,
  serialiseCommaList,
  serialisePageNo,
  toSearch,
  withParams,
} from './url-state';

test('a plain page number is read as given', () => {
  expect(parsePageNo('1')).toBe(1);
  expect(parsePageNo('7')).toBe(7);
  expect(parsePageNo(' 3 ')).toBe(3);
});

test('a missing, negative, zero or non-numeric page number means page 1', () => {
  for (const raw of [
    null,
    undefined,
    '',
    '-3',
    '0',
    'abc',
    '2abc',
    '1.5',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    '+4',
    '٣',
  ]) {
    expect(parsePageNo(raw), String(raw)).toBe(1);
  }
});

test('a huge page number or one past the known last page means page 1', () => {
  expect(parsePageNo('99999999999999999999')).toBe(1);
  expect(parsePageNo('999999999')).toBe(1);
  expect(parsePageNo('12', 10)).toBe(1);
  expect(parsePageNo('10', 10)).toBe(10);
});

test('page 1 is left out of the URL and other pages are written as numbers', () => {
  expect(serialisePageNo(1)).toBeNull();
  expect(serialisePageNo(0)).toBeNull();
  expect(serialisePageNo(2.5)).toBeNull();
  expect(serialisePageNo(4)).toBe('4');
});

test('a comma list keeps known values once each, in the order given', () => {
  const known = ['mbc-1', 'al-jazeera', 'rotana'];
  expect(parseCommaList('rotana,mbc-1', known)).toEqual(['rotana', 'mbc-1']);
  expect(parseCommaList('mbc-1,mbc-1, rotana ,', known)).toEqual(['mbc-1', 'rotana']);
});

test('unknown, empty and hostile list values are dropped', () => {
  const known = new Set(['drama', 'comedy']);
  expect(parseCommaList('nope', known)).toEqual([]);
  expect(parseCommaList(',,,', known)).toEqual([]);
  expect(parseCommaList('<script>alert(1)</script>,drama', known)).toEqual(['drama']);
  expect(parseCommaList('__proto__,constructor,comedy', known)).toEqual(['comedy']);
  expect(parseCommaList(null, known)).toEqual([]);
});

test('a list is written back as one comma list, and an empty list is left out', () => {
  expect(serialiseCommaList(['drama', 'comedy', 'drama'])).toBe('drama,comedy');
  expect(serialiseCommaList([])).toBeNull();
  expect(serialiseCommaList(['', ' '])).toBeNull();
});

test('a written list reads back to the same values', () => {
  const values = ['mbc-1', 'rotana'];
  expect(parseCommaList(serialiseCommaList(values), values)).toEqual(values);
});

test('changing one parameter keeps the others and null removes it', () => {
  const current = new URLSearchParams('pageNo=3&checkedGenres=drama&q=x');
  const next = withParams(current, { pageNo: null, checkedChannels: 'mbc-1' });
  expect(next.get('pageNo')).toBeNull();
  expect(next.get('checkedGenres')).toBe('drama');
  expect(next.get('checkedChannels')).toBe('mbc-1');
  expect(current.get('pageNo')).toBe('3');
  expect(toSearch(next)).toBe('?checkedGenres=drama&q=x&checkedChannels=mbc-1');
  expect(toSearch(new URLSearchParams())).toBe('');
});
