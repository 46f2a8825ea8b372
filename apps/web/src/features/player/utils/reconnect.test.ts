import { expect, test } from 'vitest';
import { RECONNECT_ATTEMPTS, reconnectDelayMs } from './reconnect';

test('reconnect attempts back off 1, 2, 4, 8, 8 s and then give up', () => {
  const delays = Array.from({ length: RECONNECT_ATTEMPTS + 1 }, (_, attempt) => reconnectDelayMs(attempt));
  expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, undefined]);
});
