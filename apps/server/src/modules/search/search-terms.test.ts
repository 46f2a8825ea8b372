import { describe, expect, test } from 'vitest';
import { searchTerms } from './search-terms.js';

describe('searchTerms', () => {
  test('text without letters or digits is no search at all', () => {
    for (const text of ['', '   ', '؟!', 'ـــ', '\u064E\u064F']) expect(searchTerms(text), text).toBeNull();
  });

  test('a query is folded like the stored search text', () => {
    expect(searchTerms('  بَابُ الحـارة ')?.text).toBe('باب الحاره');
  });

  test('one- and two-letter queries are matched by prefix only, longer ones by trigrams too', () => {
    expect(searchTerms('ب')?.fuzzy).toBe(false);
    expect(searchTerms('ba')?.fuzzy).toBe(false);
    expect(searchTerms('bab')?.fuzzy).toBe(true);
  });

  test('a skeleton of fewer than two consonants is not used', () => {
    expect(searchTerms('a')?.skeleton).toBeNull();
    expect(searchTerms('bab el')?.skeleton).toBeNull();
    expect(searchTerms('bab el hara')?.skeleton).toBe('B HR');
  });

  test('a Latin "-at" ending is read both as a taa marbuta and as a taa', () => {
    expect(searchTerms('3eelat fanneya')?.skeletons).toEqual(['LT FN', 'L FN']);
    expect(searchTerms('3eelat')?.skeletons).toEqual(['LT']);
  });

  test('a one-word query is also read as a title typed without spaces, with or without an inner article', () => {
    expect(searchTerms('babelhara')?.squashed).toEqual(['BLHR', 'BHR']);
    expect(searchTerms('بابالحارة')?.squashed).toEqual(['BLHR', 'BHR']);
    expect(searchTerms('layalihelmeya')?.squashed).toContain('LHLM');
  });

  test('a query of several words, or a short word, has no run-together reading', () => {
    expect(searchTerms('bab el hara')?.squashed).toEqual([]);
    expect(searchTerms('hayba')?.squashed).toEqual([]);
    expect(searchTerms('qamar')?.squashed).toEqual([]);
  });
});
