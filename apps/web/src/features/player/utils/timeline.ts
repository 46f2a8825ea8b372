import { MEDIA_SEGMENT_SECONDS, HOUR_SECONDS, MINUTE_SECONDS, SECOND_MS } from '@sahra/contracts';

/** A span of the video's own time line, in seconds (what `video.currentTime` counts). */
export interface Span {
  start: number;
  end: number;
}

/** A moment whose wall-clock instant is known: hls.js's playing date at a current time (EXT-X-PROGRAM-DATE-TIME). */
export interface ClockAnchor {
  mediaTime: number;
  date: Date;
}

/**
 * Behind the live edge by less than this still counts as live: hls.js holds playback a few segments
 * back from the newest one, and the position moves in steps of a segment.
 */
export const LIVE_EDGE_TOLERANCE_SECONDS = MEDIA_SEGMENT_SECONDS * 2;

export function clamp(value: number, span: Span): number {
  return Math.min(span.end, Math.max(span.start, value));
}

/** Where a time falls in a span, 0 at its start and 1 at its end: the bar's left-to-right position. */
export function fractionOf(value: number, span: Span): number {
  const length = span.end - span.start;
  if (!(length > 0)) return 0;
  return (clamp(value, span) - span.start) / length;
}

export function isAtLiveEdge(position: number, liveEdge: number): boolean {
  return position >= liveEdge - LIVE_EDGE_TOLERANCE_SECONDS;
}

/** The video time at which a wall-clock instant plays, by the programme date of a known moment. */
export function mediaTimeOf(instant: Date, anchor: ClockAnchor): number {
  return anchor.mediaTime + (instant.getTime() - anchor.date.getTime()) / SECOND_MS;
}

export function instantOf(mediaTime: number, anchor: ClockAnchor): Date {
  return new Date(anchor.date.getTime() + (mediaTime - anchor.mediaTime) * SECOND_MS);
}

/** A guide entry's broadcast as a span of the video's time line (it may reach outside the DVR window). */
export function programmeSpan(entry: { StartsAt: string; StopsAt: string }, anchor: ClockAnchor): Span {
  return {
    start: mediaTimeOf(new Date(entry.StartsAt), anchor),
    end: mediaTimeOf(new Date(entry.StopsAt), anchor),
  };
}

/** The guide entry on air at an instant. */
export function entryAt<T extends { StartsAt: string; StopsAt: string }>(
  entries: readonly T[],
  instant: Date,
): T | undefined {
  const time = instant.getTime();
  return entries.find(
    (entry) => new Date(entry.StartsAt).getTime() <= time && time < new Date(entry.StopsAt).getTime(),
  );
}

/** A duration as the player shows it: 4:05, or 1:02:03 past an hour. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(whole / HOUR_SECONDS);
  const minutes = Math.floor((whole % HOUR_SECONDS) / MINUTE_SECONDS);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
