import {
  GUIDE_DAYS_AFTER,
  GUIDE_DAYS_BEFORE,
  GRID_MAX_HOURS,
  type GuideGridEntry,
  HOUR_MS,
  MINUTE_MS,
} from '@sahra/contracts';
import { localDay } from '../../lib/local-day';

/** The grid's time header marks every half hour. */
export const TICK_MINUTES = 30;

function parseDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  return start.getFullYear() === year && start.getMonth() === month && start.getDate() === date
    ? start
    : undefined;
}

/** The guide's 5 dates (docs/behaviour/channels-live-guide.md#channel-guide): 2 days before today to 2 days after, on the viewer's calendar. */
export function guideDays(now: Date): string[] {
  return Array.from({ length: GUIDE_DAYS_BEFORE + 1 + GUIDE_DAYS_AFTER }, (_, index) =>
    localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - GUIDE_DAYS_BEFORE + index)),
  );
}

/** The day a `day` parameter asks for when it is one of the guide's dates; else today. */
export function chosenDay(parameter: string | null, now: Date): string {
  return parameter !== null && guideDays(now).includes(parameter) ? parameter : localDay(now);
}

export interface GuideWindow {
  from: Date;
  /** whole hours from `from`, as the grid call takes them */
  hours: number;
  /** the window's length in minutes: the grid's width */
  minutes: number;
}

/**
 * A day of the viewer's calendar, local midnight to the next: 24 hours, or 23 on the day clocks go
 * forward (the day they go back has 25, of which the grid call's limit shows the first 24).
 */
export function dayWindow(day: string): GuideWindow {
  const from = parseDay(day) ?? new Date(Number.NaN);
  const next = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
  const hours = Math.min(GRID_MAX_HOURS, Math.round((next.getTime() - from.getTime()) / HOUR_MS));
  return { from, hours, minutes: hours * 60 };
}

/** The half-hour marks of a window, as instants. */
export function ticks(window: GuideWindow): Date[] {
  return Array.from(
    { length: window.minutes / TICK_MINUTES },
    (_, index) => new Date(window.from.getTime() + index * TICK_MINUTES * MINUTE_MS),
  );
}

/** Minutes from the window's start to an instant (negative before it). */
export function minutesInto(window: GuideWindow, at: Date | string): number {
  return (new Date(at).getTime() - window.from.getTime()) / MINUTE_MS;
}

/** Where a programme's cell sits on the grid, in minutes from the window's start; cut to the window. */
export function cellSpan(window: GuideWindow, entry: Pick<GuideGridEntry, 'StartsAt' | 'StopsAt'>) {
  const start = Math.max(0, minutesInto(window, entry.StartsAt));
  const stop = Math.min(window.minutes, minutesInto(window, entry.StopsAt));
  return { start, size: Math.max(0, stop - start) };
}

export type ProgrammeState = 'live' | 'timeshift' | 'catchup' | 'past' | 'upcoming';

/**
 * What a viewer can do with a programme now: watch it live (on air), from its start in the channel's
 * DVR window (timeshift), as catch-up (older: cut from the channel's recording, or its catch-up
 * episode), or nothing yet (upcoming) or any more (past).
 */
export function programmeState(entry: GuideGridEntry, now: Date): ProgrammeState {
  const [start, stop] = [Date.parse(entry.StartsAt), Date.parse(entry.StopsAt)];
  if (start > now.getTime()) return 'upcoming';
  if (stop > now.getTime()) return 'live';
  if (entry.InDvrWindow) return 'timeshift';
  return entry.Catchup || entry.ContentId !== null ? 'catchup' : 'past';
}
