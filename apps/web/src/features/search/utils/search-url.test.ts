import { expect, test } from 'vitest';
import { LAST_SEARCH_PAGE, searchPageOf, searchTextOf } from './search-url';

test('the searched text is trimmed and a missing one is empty', () => {
  expect(searchTextOf('  bab el hara ')).toBe('bab el hara');
  expect(searchTextOf(null)).toBe('');
});

test('a text longer than the server accepts is cut to 200 characters', () => {
  expect(searchTextOf('a'.repeat(500))).toHaveLength(200);
});

test('odd page numbers fall back to the first page', () => {
  for (const raw of ['-3', 'abc', '0', '1.5', '', null, String(LAST_SEARCH_PAGE + 1), '99999999999']) {
    expect(searchPageOf(raw)).toBe(1);
  }
});

test('a page within the counted results is kept', () => {
  expect(searchPageOf('2')).toBe(2);
  expect(searchPageOf(String(LAST_SEARCH_PAGE))).toBe(LAST_SEARCH_PAGE);
});
