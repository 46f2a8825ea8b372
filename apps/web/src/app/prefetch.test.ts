import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { prefetchFirstScreen } from './prefetch';

afterEach(() => vi.unstubAllGlobals());

function prefetchedKeys(pathname: string): string[] {
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  const client = new QueryClient();
  prefetchFirstScreen(client, pathname);
  return client
    .getQueryCache()
    .getAll()
    .map((query) => String(query.queryKey[0]));
}

test('every page asks for the home configuration before its screen has loaded', () => {
  expect(prefetchedKeys('/details/10000193/gates-of-cairo')).toEqual(['app-config']);
});

test('pages built from a home group also ask for the home groups at once', () => {
  for (const pathname of ['/', '/ondemand/movies', '/home/list-details/1107', '/en/listgroup/plays'])
    expect(prefetchedKeys(pathname)).toEqual(['app-config', 'home-groups']);
});
