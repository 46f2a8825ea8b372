import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { safeFromPath } from './from-path';

const SITES = ['https://sahra.tv', 'http://localhost:8181'];

/** Pieces of open-redirect tricks: slashes and backslashes, schemes, encodings, whitespace, lookalikes. */
const TRICKS = [
  '/',
  '//',
  '\\',
  '/\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%25%32%46',
  'evil.example',
  'ｅｖｉｌ．ｅｘａｍｐｌｅ',
  'https:',
  'http:',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'alert(1)',
  ':',
  '@',
  'user:pass@',
  '.',
  '..',
  '%2e%2e',
  '\t',
  '\n',
  '\r',
  '%09',
  '%0A',
  '%0D',
  ' ',
  '\u00a0',
  '\u200b',
  '\u2028',
  '?',
  '#',
  '／',
  '＼',
  '⁄',
  '∕',
  '。',
  '127.0.0.1',
  '[::1]',
];

const tricky = fc
  .array(fc.constantFrom(...TRICKS), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''));

/** Tricks alone, tricks after a slash, encoded once or twice, and any text at all. */
const hostileFrom = fc.oneof(
  tricky,
  tricky.map((value) => `/${value}`),
  tricky.map((value) => encodeURIComponent(value)),
  tricky.map((value) => `/${encodeURIComponent(encodeURIComponent(value))}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((value) => `/${value}`),
);

describe('safeFromPath', () => {
  test('a path on this site is kept with its query and hash', () => {
    expect(safeFromPath('/account/change-password')).toBe('/account/change-password');
    expect(safeFromPath('/search?q=news#top')).toBe('/search?q=news#top');
  });

  test('no from, or a login page, goes home', () => {
    expect(safeFromPath(null)).toBe('/');
    expect(safeFromPath('')).toBe('/');
    expect(safeFromPath('/login?from=/account')).toBe('/');
  });

  test.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/%5Cevil.example',
    '/\tevil',
    '\n//evil.example',
    '/..//evil.example',
  ])('%s never leaves the site', (from) => {
    const target = safeFromPath(from);
    expect(new URL(target, 'https://sahra.tv').origin).toBe('https://sahra.tv');
    expect(target.startsWith('//')).toBe(false);
  });

  test('12,000 generated hostile values all land on this site, by the URL parser a browser uses', () => {
    fc.assert(
      fc.property(hostileFrom, (from) => {
        const target = safeFromPath(from);
        expect(target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')).toBe(true);
        for (const site of SITES) expect(new URL(target, site).origin).toBe(site);
      }),
      { numRuns: 12_000 },
    );
  });

  test('generated plain paths on this site are kept as they are', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        fc.pre(!path.startsWith('/login'));
        expect(safeFromPath(path)).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });
});
