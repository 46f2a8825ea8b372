import { expect, test } from 'vitest';
import { durationParts } from './duration';

test('a running time is split into hours and minutes, rounded to the minute', () => {
  expect(durationParts(6300)).toEqual({ hours: 1, minutes: 45 });
  expect(durationParts(2760)).toEqual({ hours: 0, minutes: 46 });
  expect(durationParts(7200)).toEqual({ hours: 2, minutes: 0 });
  expect(durationParts(3599)).toEqual({ hours: 1, minutes: 0 });
});

test('a missing, negative or meaningless running time shows nothing', () => {
  for (const seconds of [0, -60, 10, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(durationParts(seconds)).toBeUndefined();
  }
});
