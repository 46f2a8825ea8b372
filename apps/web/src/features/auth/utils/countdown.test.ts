import { expect, test } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

test('the countdown shows minutes:seconds', () => {
  expect(formatCountdown(15 * 60)).toBe('15:00');
  expect(formatCountdown(14 * 60 + 59)).toBe('14:59');
  expect(formatCountdown(5)).toBe('00:05');
  expect(formatCountdown(0)).toBe('00:00');
  expect(formatCountdown(-3)).toBe('00:00');
});

test('seconds left round up until the expiry and then stay at 0', () => {
  expect(secondsLeft(1000, 999_500)).toBe(1);
  expect(secondsLeft(1000, 1_000_000)).toBe(0);
  expect(secondsLeft(1000, 2_000_000)).toBe(0);
});
