import type { ContentList } from './content.js';
import { expect, test } from 'vitest';
import { findListBySlug, listSlug } from './list-slug.js';

const list = (ID: number, Name: string, title: string): ContentList => ({
  ID,
  Type: 'Dynamic',
  Name,
  Order: ID,
  title,
  Tags: [],
  Request: null,
});

test('a list name becomes a lower-case slug', () => {
  expect(listSlug('Drama Series')).toBe('drama-series');
  expect(listSlug('  Hope you Enjoy it! ')).toBe('hope-you-enjoy-it');
  expect(listSlug('مسلسلات درامية')).toBe('مسلسلات-درامية');
});

test('a see-all slug finds the list by its name or its title', () => {
  const lists = [list(1106, 'Drama Series', 'مسلسلات درامية'), list(1107, 'Comedy', 'كوميديا')];
  expect(findListBySlug(lists, 'drama-series')?.ID).toBe(1106);
  expect(findListBySlug(lists, 'كوميديا')?.ID).toBe(1107);
  expect(findListBySlug(lists, 'thrillers')).toBeUndefined();
  expect(findListBySlug(lists, '---')).toBeUndefined();
});
