/**
 * The app's one way to Web Storage, which may be missing or throw (private browsing, storage disabled,
 * quota exceeded; even reading `localStorage` can throw): reads as empty, writes are dropped. The screens
 * then work, only without what they would have remembered. Lint keeps other code off the globals.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

/** The part of the Web Storage API the app uses; unit tests pass `createMemoryStorage()`. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStored(area: StorageArea, key: string): string | null {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(area: StorageArea, key: string, value: string) {
  try {
    globalThis[area].setItem(key, value);
  } catch {
    // see above
  }
}

export function removeStored(area: StorageArea, key: string) {
  try {
    globalThis[area].removeItem(key);
  } catch {
    // see above
  }
}

/** A storage area as a `KeyValueStorage` whose calls never throw, for code that also takes a test's storage. */
export function browserStorage(area: StorageArea): KeyValueStorage {
  return {
    getItem: (key) => readStored(area, key),
    setItem: (key, value) => writeStored(area, key, value),
    removeItem: (key) => removeStored(area, key),
  };
}

/** A storage kept in memory: what unit tests hand to storage-taking functions instead of the browser's. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
