import { describe, expect, test } from 'vitest';
import { safeFromPath } from './from-path';

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

  test('thousands of generated tricky values all land on this site', () => {
    const parts = ['/', '//', '\\', '%2F', '%5C', 'evil.example', 'https:', ':', '@', '.', '%09', '?', '#'];
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return parts[seed % parts.length] ?? '';
    };
    for (let i = 0; i < 10_000; i += 1) {
      const from = Array.from({ length: 1 + (i % 6) }, next).join('');
      const target = safeFromPath(from);
      expect(new URL(target, 'https://sahra.tv').origin, from).toBe('https://sahra.tv');
      expect(target.startsWith('/') && !target.startsWith('//'), from).toBe(true);
    }
  });
});
