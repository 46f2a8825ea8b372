import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { guideDateLabel, guideDates } from './guide-dates';

beforeEach(() => vi.stubEnv('TZ', 'Asia/Riyadh'));
afterEach(() => vi.unstubAllEnvs());

test('the guide shows 5 dates, 2 days before today to 2 days after, today in the middle', () => {
  const dates = guideDates(new Date(2026, 10, 23, 9, 30));
  expect(dates.map((date) => date.key)).toEqual([
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
  ]);
  expect(dates.map((date) => date.isToday)).toEqual([false, false, true, false, false]);
});

test('the dates run across a month end on the viewer calendar', () => {
  const keys = guideDates(new Date(2026, 11, 31, 23, 50)).map((date) => date.key);
  expect(keys).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
});

test('each date carries the viewer offset in hours for the schedule call', () => {
  const [first] = guideDates(new Date(2026, 10, 23, 12));
  expect(first?.offsetHours).toBe(-new Date(2026, 10, 21, 12).getTimezoneOffset() / 60);
});

test('a date reads as weekday, then day and short month', () => {
  const [, , today] = guideDates(new Date(2026, 10, 23, 12));
  expect(today && guideDateLabel(today, 'en-GB')).toEqual({ weekday: 'Mon', day: '23 Nov' });
});
