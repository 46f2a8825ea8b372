import { describe, expect, test } from 'vitest';
import {
  clamp,
  entryAt,
  formatClock,
  fractionOf,
  instantOf,
  isAtLiveEdge,
  LIVE_EDGE_TOLERANCE_SECONDS,
  mediaTimeOf,
  programmeSpan,
} from './timeline';

const anchor = { mediaTime: 100, date: new Date('2026-11-23T12:00:00Z') };

describe('the timeshift bar’s arithmetic', () => {
  test('a seek is held inside the DVR window', () => {
    const window = { start: 10, end: 8 * 3600 };
    expect(clamp(-5, window)).toBe(10);
    expect(clamp(40_000, window)).toBe(8 * 3600);
    expect(clamp(500, window)).toBe(500);
  });

  test('a position is placed on the bar as a fraction of the span', () => {
    expect(fractionOf(15, { start: 10, end: 20 })).toBe(0.5);
    expect(fractionOf(99, { start: 10, end: 20 })).toBe(1);
    expect(fractionOf(5, { start: 10, end: 10 })).toBe(0);
  });

  test('a few seconds behind the live edge is live; further back is DVR', () => {
    expect(isAtLiveEdge(1000 - LIVE_EDGE_TOLERANCE_SECONDS + 1, 1000)).toBe(true);
    expect(isAtLiveEdge(1000 - LIVE_EDGE_TOLERANCE_SECONDS - 1, 1000)).toBe(false);
  });

  test('wall-clock instants and video times convert through the programme date', () => {
    const instant = new Date('2026-11-23T11:30:00Z');
    expect(mediaTimeOf(instant, anchor)).toBe(100 - 1800);
    expect(instantOf(mediaTimeOf(instant, anchor), anchor)).toEqual(instant);
  });

  test('the programme on air is a span of the video’s time line, reaching past the window where it does', () => {
    const entry = { StartsAt: '2026-11-23T11:45:00Z', StopsAt: '2026-11-23T12:15:00Z' };
    expect(programmeSpan(entry, anchor)).toEqual({ start: 100 - 900, end: 100 + 900 });
  });

  test('the entry on air includes its start and excludes its stop', () => {
    const entries = [
      { StartsAt: '2026-11-23T11:00:00Z', StopsAt: '2026-11-23T12:00:00Z', id: 1 },
      { StartsAt: '2026-11-23T12:00:00Z', StopsAt: '2026-11-23T13:00:00Z', id: 2 },
    ];
    expect(entryAt(entries, new Date('2026-11-23T12:00:00Z'))?.id).toBe(2);
    expect(entryAt(entries, new Date('2026-11-23T11:59:59Z'))?.id).toBe(1);
    expect(entryAt(entries, new Date('2026-11-23T13:00:00Z'))).toBeUndefined();
  });

  test('times read as minutes and seconds, with hours past an hour', () => {
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(245.9)).toBe('4:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
