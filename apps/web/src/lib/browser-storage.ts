/**
 * Web Storage that may be missing or throw (private browsing, storage disabled; even reading
 * `localStorage` can throw): reads as empty, writes are dropped. The screens then work, only without
 * what they would have remembered.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

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
