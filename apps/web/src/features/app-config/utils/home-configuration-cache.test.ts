import type { HomeConfigurationEntry } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { createMemoryStorage } from '../../../lib/browser-storage';
import { StorageKey } from '../../../lib/expiring-storage';
import { readHomeConfiguration, writeHomeConfiguration } from './home-configuration-cache';

const entries: HomeConfigurationEntry[] = [
  { slug: 'home', pageTitle: 'Home', pageId: 1, parentPage: null, rootPage: true, displayType: null },
];

test('the cached configuration is used for the platform it was fetched for, for 5 minutes', () => {
  const storage = createMemoryStorage();
  writeHomeConfiguration('web', entries, 0, storage);
  expect(readHomeConfiguration('web', 299_000, storage)).toEqual(entries);
  expect(readHomeConfiguration('web', 300_000, storage)).toBeUndefined();
});

test('a configuration cached for the other platform is not used', () => {
  const storage = createMemoryStorage();
  writeHomeConfiguration('mobile', entries, 0, storage);
  expect(readHomeConfiguration('web', 1_000, storage)).toBeUndefined();
});

test('a damaged cache entry is not used', () => {
  const storage = createMemoryStorage();
  storage.setItem(
    StorageKey.HomeConfiguration,
    JSON.stringify({ value: { platform: 'web', entries: 'x' }, expiresAt: 9e15 }),
  );
  expect(readHomeConfiguration('web', 0, storage)).toBeUndefined();
});
