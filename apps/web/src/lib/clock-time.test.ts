import { expect, test } from 'vitest';
import { clockTimeFormat } from './clock-time';

const evening = new Date(Date.UTC(2026, 2, 2, 19, 5));

test('a clock time is 24-hour hh:mm in Latin digits in English and in Arabic alike', () => {
  expect(clockTimeFormat('en', { timeZone: 'UTC' }).format(evening)).toBe('19:05');
  expect(clockTimeFormat('ar', { timeZone: 'UTC' }).format(evening)).toBe('19:05');
});

test('with its weekday, the day is named in the language and the time keeps the convention', () => {
  expect(clockTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(evening)).toBe('Mon 19:05');
  expect(clockTimeFormat('ar', { weekday: 'short', timeZone: 'UTC' }).format(evening)).toMatch(
    /^الاثنين.*19:05$/,
  );
});
