import { SECOND_MS } from '@sahra/contracts';
import { browserStorage } from './browser-storage';
import { nowMs } from './clock';

/** Values kept in local storage with an expiry (docs/behaviour/catalog-calls.md#browser-storage: cc for 1 hour, home-group-data for 5 minutes). */
interface StoredEntry<T> {
  value: T;
  expiresAt: number;
}

/** localStorage, safe when it is missing or throws: the app then simply does not cache. */
const defaultStorage = () => browserStorage('localStorage');

export function readExpiring<T>(key: string, now = nowMs(), storage = defaultStorage()): T | undefined {
  try {
    const raw = storage.getItem(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<StoredEntry<T>>;
    if (typeof entry.expiresAt !== 'number' || entry.expiresAt <= now || entry.value === undefined) {
      storage.removeItem(key);
      return undefined;
    }
    return entry.value;
  } catch {
    return undefined;
  }
}

export function writeExpiring<T>(
  key: string,
  value: T,
  ttlSeconds: number,
  now = nowMs(),
  storage = defaultStorage(),
) {
  const entry: StoredEntry<T> = { value, expiresAt: now + ttlSeconds * SECOND_MS };
  storage.setItem(key, JSON.stringify(entry));
}

/** The local storage keys of docs/behaviour/catalog-calls.md#browser-storage. */
export const StorageKey = {
  /** The visitor's country code, from the cc response header; kept an hour. */
  CountryCode: 'cc',
  /** The home configuration with the platform it was asked for; kept five minutes. */
  HomeConfiguration: 'home-group-data',
} as const;

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Keeps the country code of a cc header (docs/behaviour/product.md#promotion-banner: one hour); anything but two letters is ignored. */
export function rememberCountryCode(
  header: string | null,
  ttlSeconds: number,
  now = nowMs(),
  storage = defaultStorage(),
) {
  const code = header?.trim().toUpperCase();
  if (code && COUNTRY_CODE.test(code)) writeExpiring(StorageKey.CountryCode, code, ttlSeconds, now, storage);
}

/** The remembered country code while it is fresh. */
export function readCountryCode(now = nowMs(), storage = defaultStorage()): string | undefined {
  const code = readExpiring<unknown>(StorageKey.CountryCode, now, storage);
  return typeof code === 'string' && COUNTRY_CODE.test(code) ? code : undefined;
}
