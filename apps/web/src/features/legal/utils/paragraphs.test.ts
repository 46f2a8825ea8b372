import { expect, test } from 'vitest';
import { toParagraphs } from './paragraphs';

test('a description splits into paragraphs on blank lines', () => {
  expect(toParagraphs('First.\n\nSecond.\r\n\r\nThird.')).toEqual(['First.', 'Second.', 'Third.']);
});

test('lines within a paragraph are joined, and blank-looking lines still separate paragraphs', () => {
  expect(toParagraphs('  one\n two \n \t \nthree\n\n\n\n')).toEqual(['one two', 'three']);
});

test('an empty description has no paragraphs', () => {
  expect(toParagraphs('')).toEqual([]);
  expect(toParagraphs('\n\n  \n')).toEqual([]);
});

test('markup in the text stays text: nothing is parsed here', () => {
  expect(toParagraphs('<script>x</script>\n\n<b>y</b>')).toEqual(['<script>x</script>', '<b>y</b>']);
});
