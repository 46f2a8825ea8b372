import { HOME_CONFIGURATION_CACHE_SECONDS, type HomeConfigurationEntry } from '@sahra/contracts';
import type { KeyValueStorage } from '../../../lib/browser-storage';
import { readExpiring, StorageKey, writeExpiring } from '../../../lib/expiring-storage';
import type { Platform } from '../../../lib/platform';
import { nowMs } from '../../../lib/clock';

interface CachedHomeConfiguration {
  platform: Platform;
  entries: HomeConfigurationEntry[];
}

/**
 * docs/behaviour/home-and-on-demand.md#home-configuration: the home configuration comes from the local cache while it is under 5 minutes old and was
 * asked for the same platform (a phone and a desktop get different menus); otherwise it is fetched.
 */
export function readHomeConfiguration(
  platform: Platform,
  now = nowMs(),
  storage?: KeyValueStorage,
): HomeConfigurationEntry[] | undefined {
  const cached = readExpiring<Partial<CachedHomeConfiguration>>(StorageKey.HomeConfiguration, now, storage);
  return cached?.platform === platform && Array.isArray(cached.entries) ? cached.entries : undefined;
}

export function writeHomeConfiguration(
  platform: Platform,
  entries: HomeConfigurationEntry[],
  now = nowMs(),
  storage?: KeyValueStorage,
) {
  writeExpiring<CachedHomeConfiguration>(
    StorageKey.HomeConfiguration,
    { platform, entries },
    HOME_CONFIGURATION_CACHE_SECONDS,
    now,
    storage,
  );
}
