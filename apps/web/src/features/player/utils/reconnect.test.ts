import { expect, test } from 'vitest';
import { RECONNECT_ATTEMPTS, reconnectDelayMs } from './reconnect';

test('reconnect attempts back off 1, 2, 4, 8, 8 s and then give up', () => {
  const delays = Array.from({ length: RECONNECT_ATTEMPTS + 1 }, (_, attempt) => reconnectDelayMs(attempt));
  expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, undefined]);
});

test('an unreachable network is waited for as long as it takes, every 8 s after the first attempts', () => {
  const delays = [0, 1, 2, 3, 4, 5, 50, 5000].map((attempt) => reconnectDelayMs(attempt, true));
  expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000]);
});
