import { expect, test } from 'vitest';
import { localDay } from './local-day';

test("an instant's day is the viewer's local calendar date, written yyyy-mm-dd", () => {
  expect(localDay(new Date(2026, 0, 5, 8))).toBe('2026-01-05');
  expect(localDay(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
});
