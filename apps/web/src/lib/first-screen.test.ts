import { HOUR_MS } from '@sahra/contracts';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../app/provider';
import { restoreFirstScreen } from './first-screen';

afterEach(() => {
  vi.useRealTimers();
});

test('answers of a page the server rendered an hour ago are restored as current, not fetched again', () => {
  vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
  const server = new QueryClient();
  server.setQueryData(['GetListItems', 1102], { Items: ['a movie'] });
  const state = { language: 'en', visitor: true, queries: dehydrate(server) };

  vi.setSystemTime(Date.now() + HOUR_MS);
  const browser = createQueryClient();
  restoreFirstScreen(browser, state);

  const query = browser.getQueryCache().find({ queryKey: ['GetListItems', 1102] });
  expect(query?.state.data).toEqual({ Items: ['a movie'] });
  expect(query?.state.dataUpdatedAt).toBe(Date.now());
  // the app's queries are fresh for a minute: a mounted screen does not ask again
  expect(query?.isStaleByTime(browser.getDefaultOptions().queries?.staleTime as number)).toBe(false);
});
