import { expect, test } from 'vitest';
import { parseContentId } from './content-id';

test('a plain positive id in range is read as a number', () => {
  expect(parseContentId('100000')).toBe(100000);
  expect(parseContentId('2147483647')).toBe(2147483647);
});

test('garbage, negative, zero, fractional and out-of-range ids are no content', () => {
  for (const raw of [undefined, '', 'abc', '-1', '0', '1.5', '1e5', ' 12', '99999999999', '2147483648']) {
    expect(parseContentId(raw)).toBeUndefined();
  }
});
