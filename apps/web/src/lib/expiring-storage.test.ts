import { expect, test } from 'vitest';
import { createMemoryStorage } from './browser-storage';
import {
  readCountryCode,
  readExpiring,
  rememberCountryCode,
  StorageKey,
  writeExpiring,
} from './expiring-storage';

test('a stored value is read back until it expires', () => {
  const storage = createMemoryStorage();
  writeExpiring('cc', 'NL', 3600, 1_000, storage);
  expect(readExpiring('cc', 1_000 + 3_599_000, storage)).toBe('NL');
  expect(readExpiring('cc', 1_000 + 3_600_000, storage)).toBeUndefined();
});

test('an expired value is removed from storage', () => {
  const storage = createMemoryStorage();
  writeExpiring('cc', 'NL', 1, 0, storage);
  readExpiring('cc', 5_000, storage);
  expect(storage.getItem('cc')).toBeNull();
});

test('a damaged entry reads as missing instead of throwing', () => {
  const storage = createMemoryStorage();
  storage.setItem('cc', '{not json');
  expect(readExpiring('cc', 0, storage)).toBeUndefined();
});

test('the country code of a cc header is kept for the time given', () => {
  const storage = createMemoryStorage();
  rememberCountryCode('ca', 3600, 0, storage);
  expect(readCountryCode(3_599_000, storage)).toBe('CA');
  expect(readCountryCode(3_600_000, storage)).toBeUndefined();
});

test('a cc header that is not a two-letter code is not remembered', () => {
  const storage = createMemoryStorage();
  for (const header of [null, '', 'XX1', 'Canada', '<b>']) rememberCountryCode(header, 3600, 0, storage);
  expect(storage.getItem(StorageKey.CountryCode)).toBeNull();
});

test('a tampered stored country code reads as missing', () => {
  const storage = createMemoryStorage();
  writeExpiring(StorageKey.CountryCode, '<script>', 3600, 0, storage);
  expect(readCountryCode(0, storage)).toBeUndefined();
});
