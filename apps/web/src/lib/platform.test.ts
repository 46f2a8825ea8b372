import { expect, test } from 'vitest';
import { detectPlatform } from './platform';

test('a phone user agent asks for the mobile configuration', () => {
  const pixel =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  expect(detectPlatform(pixel)).toBe('mobile');
});

test('a desktop user agent asks for the web configuration', () => {
  const desktop =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  expect(detectPlatform(desktop)).toBe('web');
});
