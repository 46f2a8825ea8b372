import { expect, test } from 'vitest';
import { DVR_HOURS, dvrHoursOf } from './guide.js';

test("a channel's DVR hours are its metadata's positive number, else the 8 of every channel", () => {
  expect(DVR_HOURS).toBe(8);
  expect([dvrHoursOf('4'), dvrHoursOf('1.5'), dvrHoursOf(' 24 ')]).toEqual([4, 1.5, 24]);
  for (const none of [undefined, null, '', '0', '-2', 'eight', 'Infinity', 'NaN'])
    expect([none, dvrHoursOf(none)]).toEqual([none, DVR_HOURS]);
});
