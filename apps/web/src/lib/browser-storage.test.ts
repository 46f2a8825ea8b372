import { afterEach, expect, test, vi } from 'vitest';
import { browserStorage, readStored, removeStored, writeStored } from './browser-storage';

afterEach(() => vi.unstubAllGlobals());

function throwing(): never {
  throw new Error('SecurityError');
}

test('a value written to a storage area is read back and removed', () => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  writeStored('sessionStorage', 'offer', '7');
  expect(readStored('sessionStorage', 'offer')).toBe('7');
  removeStored('sessionStorage', 'offer');
  expect(browserStorage('sessionStorage').getItem('offer')).toBeNull();
});

test('storage that throws on every call (private browsing) reads as empty and drops writes', () => {
  vi.stubGlobal('localStorage', { getItem: throwing, setItem: throwing, removeItem: throwing });
  const storage = browserStorage('localStorage');
  expect(() => storage.setItem('cc', 'NL')).not.toThrow();
  expect(() => storage.removeItem('cc')).not.toThrow();
  expect(storage.getItem('cc')).toBeNull();
});

test('a storage area whose very access throws reads as empty', () => {
  Object.defineProperty(globalThis, 'localStorage', { get: throwing, configurable: true });
  try {
    expect(readStored('localStorage', 'cc')).toBeNull();
    expect(() => writeStored('localStorage', 'cc', 'NL')).not.toThrow();
  } finally {
    Reflect.deleteProperty(globalThis, 'localStorage');
  }
});
