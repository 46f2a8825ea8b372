import type { GuideGridEntry } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { localDay } from '../../lib/local-day';
import { cellSpan, chosenDay, dayWindow, guideDays, programmeState, ticks } from './guide-time';

const entry = (startsAt: string, stopsAt: string, more: Partial<GuideGridEntry> = {}): GuideGridEntry => ({
  Title: 'News',
  StartsAt: startsAt,
  StopsAt: stopsAt,
  ContentId: null,
  InDvrWindow: false,
  Catchup: false,
  ...more,
});

describe('guide days', () => {
  test('are the 5 dates from 2 days before today to 2 days after, across a month end', () => {
    expect(guideDays(new Date(2026, 10, 30, 23, 30))).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  test('a day parameter outside them, or not a date, means today', () => {
    const now = new Date(2026, 10, 23, 10);
    expect(chosenDay('2026-11-25', now)).toBe('2026-11-25');
    expect(chosenDay('2026-11-26', now)).toBe('2026-11-23');
    expect(chosenDay('tomorrow', now)).toBe('2026-11-23');
    expect(chosenDay(null, now)).toBe('2026-11-23');
  });
});

describe('a day window', () => {
  test('runs from local midnight for 24 hours, marked every half hour', () => {
    const window = dayWindow('2026-11-23');
    expect(window.from.getTime()).toBe(new Date(2026, 10, 23).getTime());
    expect(window.hours).toBe(24);
    expect(localDay(window.from)).toBe('2026-11-23');
    const marks = ticks(window);
    expect(marks).toHaveLength(48);
    expect(marks[1]?.getTime()).toBe(new Date(2026, 10, 23, 0, 30).getTime());
  });

  test('places a programme by its minutes into the day, cut at the window edges', () => {
    const window = dayWindow('2026-11-23');
    const at = (hours: number, minutes = 0) => new Date(2026, 10, 23, hours, minutes).toISOString();
    expect(cellSpan(window, entry(at(18), at(19, 30)))).toEqual({ start: 18 * 60, size: 90 });
    expect(cellSpan(window, entry(new Date(2026, 10, 22, 23).toISOString(), at(1)))).toEqual({
      start: 0,
      size: 60,
    });
    expect(cellSpan(window, entry(at(23), new Date(2026, 10, 24, 1).toISOString()))).toEqual({
      start: 23 * 60,
      size: 60,
    });
  });
});

describe('what a programme offers now', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  test('on air is live, later is upcoming', () => {
    expect(programmeState(entry('2026-11-23T11:00:00Z', '2026-11-23T13:00:00Z'), now)).toBe('live');
    expect(programmeState(entry('2026-11-23T12:00:00Z', '2026-11-23T13:00:00Z'), now)).toBe('live');
    expect(programmeState(entry('2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z'), now)).toBe('upcoming');
  });

  test('ended inside the DVR window is timeshift; older is its catch-up episode, or nothing', () => {
    const ended = ['2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'] as const;
    expect(programmeState(entry(...ended, { InDvrWindow: true, ContentId: 7 }), now)).toBe('timeshift');
    expect(programmeState(entry(...ended, { ContentId: 7 }), now)).toBe('catchup');
    expect(programmeState(entry(...ended), now)).toBe('past');
    expect(programmeState(entry(...ended, { Catchup: true }), now)).toBe('catchup');
  });
});
