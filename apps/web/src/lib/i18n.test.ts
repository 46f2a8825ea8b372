import { afterEach, expect, test, vi } from 'vitest';
import { createMemoryStorage } from './browser-storage';
import { chosenLanguage, rememberLanguage, startLanguage } from './language-choice';

const jar = (cookie = '') => ({ cookie });

test('the language the switch remembered, in its cookie, is used on the next visit', () => {
  const cookies = jar();
  rememberLanguage('ar', cookies);
  expect(cookies.cookie).toMatch(/^language=ar; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  expect(chosenLanguage(jar('theme=dark; language=ar'), createMemoryStorage())).toBe('ar');
});

test('a choice an earlier release kept in localStorage still counts; the cookie wins over it', () => {
  const storage = createMemoryStorage();
  storage.setItem('language', 'ar');
  expect(chosenLanguage(jar(), storage)).toBe('ar');
  vi.stubGlobal('localStorage', storage);
  expect(startLanguage(undefined, '', jar(), ['en-US'])).toBe('ar');
  expect(startLanguage(undefined, '', jar('language=en'), ['ar'])).toBe('en');
});

test('a first screen the server rendered in Arabic for its Accept-Language starts the page in Arabic, whatever navigator.languages say; the address and a remembered choice still win', () => {
  vi.stubGlobal('localStorage', createMemoryStorage());
  expect(startLanguage('ar', '', jar(), ['en-US'])).toBe('ar');
  expect(startLanguage('en', '', jar(), ['ar-EG'])).toBe('en');
  expect(startLanguage('ar', '?lang=en', jar(), ['ar-EG'])).toBe('en');
  expect(startLanguage('ar', '', jar('language=en'), ['ar-EG'])).toBe('en');
  expect(startLanguage('fr', '', jar(), ['ar-EG'])).toBe('ar');
});

test('an unknown or missing remembered language reads as no choice', () => {
  expect(chosenLanguage(jar('language=fr'), createMemoryStorage())).toBeUndefined();
  expect(chosenLanguage(jar(), createMemoryStorage())).toBeUndefined();
});

test("with no choice the page starts in the browser's language, as the server rendered it", () => {
  vi.stubGlobal('localStorage', createMemoryStorage());
  expect(startLanguage(undefined, '', jar(), ['ar-EG', 'en'])).toBe('ar');
  expect(startLanguage(undefined, '?lang=en', jar(), ['ar-EG'])).toBe('en');
  expect(startLanguage(undefined, '', jar('language=en'), ['ar-EG'])).toBe('en');
});

afterEach(() => vi.unstubAllGlobals());

test('storage that throws (disabled in private browsing) reads as no choice', () => {
  vi.stubGlobal('localStorage', {
    getItem: () => {
      throw new Error('SecurityError');
    },
  });
  expect(chosenLanguage(jar())).toBeUndefined();
});
