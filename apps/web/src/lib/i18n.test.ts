import { afterEach, expect, test, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null),
});

test('a remembered language is used on the next visit', () => {
  expect(storedLanguage(storageWith('ar'))).toBe('ar');
});

test('an unknown or missing remembered language reads as no choice', () => {
  expect(storedLanguage(storageWith('fr'))).toBeUndefined();
  expect(storedLanguage(storageWith(null))).toBeUndefined();
});

afterEach(() => vi.unstubAllGlobals());

test('storage that throws (disabled in private browsing) reads as no choice', () => {
  vi.stubGlobal('localStorage', {
    getItem: () => {
      throw new Error('SecurityError');
    },
  });
  expect(storedLanguage()).toBeUndefined();
});
