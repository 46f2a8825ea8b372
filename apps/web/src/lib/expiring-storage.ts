/** Values kept in local storage with an expiry (spec §3 storage: cc for 1 hour, home-group-data for 5 minutes). */
interface StoredEntry<T> {
  value: T;
  expiresAt: number;
}

/** The part of the Web Storage API used here; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage kept in memory: what unit tests hand to the functions below instead of localStorage. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** localStorage can be missing or throw (private browsing, storage disabled); the app then simply does not cache. */
function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readExpiring<T>(key: string, now = Date.now(), storage = defaultStorage()): T | undefined {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<StoredEntry<T>>;
    if (typeof entry.expiresAt !== 'number' || entry.expiresAt <= now || entry.value === undefined) {
      storage?.removeItem(key);
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
  now = Date.now(),
  storage = defaultStorage(),
) {
  const entry: StoredEntry<T> = { value, expiresAt: now + ttlSeconds * 1000 };
  try {
    storage?.setItem(key, JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage disabled: the value is fetched again next time, nothing else breaks.
  }
}

/** The local storage keys of spec §3. */
export const StorageKey = {
  /** The visitor's country code, from the cc response header; kept an hour. */
  CountryCode: 'cc',
  /** The home configuration with the platform it was asked for; kept five minutes. */
  HomeConfiguration: 'home-group-data',
} as const;

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Keeps the country code of a cc header (spec §9: one hour); anything but two letters is ignored. */
export function rememberCountryCode(
  header: string | null,
  ttlSeconds: number,
  now = Date.now(),
  storage = defaultStorage(),
) {
  const code = header?.trim().toUpperCase();
  if (code && COUNTRY_CODE.test(code)) writeExpiring(StorageKey.CountryCode, code, ttlSeconds, now, storage);
}

/** The remembered country code while it is fresh. */
export function readCountryCode(now = Date.now(), storage = defaultStorage()): string | undefined {
  const code = readExpiring<unknown>(StorageKey.CountryCode, now, storage);
  return typeof code === 'string' && COUNTRY_CODE.test(code) ? code : undefined;
}
