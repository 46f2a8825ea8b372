import { describe, expect, test } from 'vitest';
import { asIdentifier, looksLikePhone, replaceDiallingPrefix, withDiallingPrefix } from './identifier';

describe('looksLikePhone', () => {
  test('digits and phone punctuation switch to phone input', () => {
    expect(looksLikePhone('0612345678')).toBe(true);
    expect(looksLikePhone('+31 (6) 12-34')).toBe(true);
  });

  test('a letter (any script) or an @ keeps the e-mail input', () => {
    expect(looksLikePhone('a')).toBe(false);
    expect(looksLikePhone('123@')).toBe(false);
    expect(looksLikePhone('٠٦ع')).toBe(false);
    expect(looksLikePhone('')).toBe(false);
  });
});

describe('withDiallingPrefix', () => {
  test('a single leading digit gets the country dialling prefix', () => {
    expect(withDiallingPrefix('6', '31')).toBe('+316');
  });

  test('a single trunk 0 is replaced by the prefix', () => {
    expect(withDiallingPrefix('0', '971')).toBe('+971');
  });

  test('a whole national number gets the prefix in place of its trunk 0', () => {
    expect(withDiallingPrefix('0612345678', '31')).toBe('+31612345678');
    expect(withDiallingPrefix('612345678', '31')).toBe('+31612345678');
  });

  test('a number with a + or with punctuation is left as typed', () => {
    expect(withDiallingPrefix('+', '31')).toBe('+');
    expect(withDiallingPrefix('+316', '31')).toBe('+316');
    expect(withDiallingPrefix('06 12', '31')).toBe('06 12');
  });
});

test('picking another country swaps the prefix of a number typed with it', () => {
  expect(replaceDiallingPrefix('+31612', '31', '971')).toBe('+971612');
  expect(replaceDiallingPrefix('+44612', '31', '971')).toBe('+44612');
});

test('an identifier with an @ is an e-mail, anything else a mobile number', () => {
  expect(asIdentifier('layla@example.com')).toEqual({ email: 'layla@example.com' });
  expect(asIdentifier('+31612345678')).toEqual({ mobile: '+31612345678' });
});
