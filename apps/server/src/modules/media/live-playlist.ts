import { MEDIA_SEGMENT_SECONDS, type MediaRendition } from '@sahra/contracts';
import { SEGMENT_MS, writeSegments, type PlaylistSegment } from './segments.js';

/** A programme of a channel's schedule, with the clip that plays it. */
export interface TimelineProgramme {
  startMs: number;
  endMs: number;
  clip: number;
}

/**
 * What a live playlist is built from. `programmes` must hold the schedule's whole history up to the
 * window's end: discontinuities are counted from a point fixed by its first programme (`countingOrigin`)
 * so that EXT-X-DISCONTINUITY-SEQUENCE, like EXT-X-MEDIA-SEQUENCE, is the same on every server.
 */
export interface LiveScheduleInput {
  programmes: readonly TimelineProgramme[];
  /** Plays wherever nothing is scheduled, so the stream never stops. */
  fillerClip: number;
  clipSegments: number;
}

/** Skip Boundary of delta updates: 9 segments, above the 6 target durations HLS requires. */
export const CAN_SKIP_UNTIL_SECONDS = 9 * MEDIA_SEGMENT_SECONDS;

/** A run of segments playing one clip on the wall-clock segment grid (segment n starts at n × 4 s after the epoch). */
interface Span {
  startSegment: number;
  endSegment: number;
  clip: number;
}

const DAY_SEGMENTS = (24 * 3600) / MEDIA_SEGMENT_SECONDS;

/** The schedule on the segment grid: programmes with a length, in start order. */
function scheduledSpans(input: LiveScheduleInput): Span[] {
  return input.programmes
    .map((programme) => ({
      startSegment: Math.round(programme.startMs / SEGMENT_MS),
      endSegment: Math.round(programme.endMs / SEGMENT_MS),
      clip: programme.clip,
    }))
    .filter((span) => span.endSegment > span.startSegment)
    .sort((a, b) => a.startSegment - b.startSegment);
}

/**
 * Where discontinuities are counted from: a window's length before the day of the schedule's first
 * programme (today, for a schedule that has not begun yet), so every window lies after it and the
 * point stays put from that day on. Players keep per-discontinuity state in arrays indexed by the
 * sequence number (hls.js does), so the numbers must stay small: counted from the epoch, a looping 8 s
 * clip reached hundreds of millions, and hls.js spent most of every second walking them.
 */
function countingOrigin(scheduled: readonly Span[], lastSegment: number, windowSegments: number): number {
  const dayOf = (segment: number) => Math.floor(segment / DAY_SEGMENTS) * DAY_SEGMENTS;
  const firstDay = dayOf(scheduled[0]?.startSegment ?? lastSegment);
  return Math.min(firstDay, dayOf(lastSegment)) - windowSegments;
}

/** The schedule from `origin` up to `untilSegment`: overlaps cut (a later start wins), gaps filled. */
function spansBetween(
  allScheduled: readonly Span[],
  fillerClip: number,
  origin: number,
  untilSegment: number,
): Span[] {
  const scheduled = allScheduled.filter((span) => span.startSegment < untilSegment);
  const spans: Span[] = [];
  let cursor = origin;
  scheduled.forEach((span, position) => {
    const next = scheduled[position + 1]?.startSegment ?? untilSegment;
    const start = Math.max(span.startSegment, cursor);
    const end = Math.min(span.endSegment, next, untilSegment);
    if (end <= start) return;
    if (start > cursor) spans.push({ startSegment: cursor, endSegment: start, clip: fillerClip });
    spans.push({ startSegment: start, endSegment: end, clip: span.clip });
    cursor = end;
  });
  if (cursor < untilSegment) spans.push({ startSegment: cursor, endSegment: untilSegment, clip: fillerClip });
  return spans;
}

/** The segments of a live window, with the sequence numbers its playlist starts from. */
export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  segments: PlaylistSegment[];
  clipSegments: number;
}

/**
 * The window of a live channel at wall-clock `nowMs`: the last `windowSeconds` of complete segments.
 * Everything is a function of the clock and the schedule, so two calls or two servers agree.
 */
export function liveWindow(input: LiveScheduleInput, nowMs: number, windowSeconds: number): LiveWindow {
  const lastSegment = Math.floor(nowMs / SEGMENT_MS) - 1;
  const windowSegments = Math.max(Math.floor(windowSeconds / MEDIA_SEGMENT_SECONDS), 1);
  const firstSegment = lastSegment - windowSegments + 1;
  const { clipSegments } = input;
  const scheduled = scheduledSpans(input);
  const origin = countingOrigin(scheduled, lastSegment, windowSegments);
  let discontinuitySequence = 0;
  const segments: PlaylistSegment[] = [];
  for (const span of spansBetween(scheduled, input.fillerClip, origin, lastSegment + 1)) {
    // pieces starting up to the window's first segment: the discontinuities before it, counted from the epoch
    const countedEnd = Math.min(span.endSegment, firstSegment + 1);
    if (countedEnd > span.startSegment) {
      discontinuitySequence += Math.ceil((countedEnd - span.startSegment) / clipSegments);
    }
    for (let segment = Math.max(span.startSegment, firstSegment); segment < span.endSegment; segment++) {
      const index = (segment - span.startSegment) % clipSegments;
      segments.push({ clip: span.clip, index, pieceStart: index === 0, startMs: segment * SEGMENT_MS });
    }
  }
  return { mediaSequence: firstSegment, discontinuitySequence, segments, clipSegments };
}

function header(window: LiveWindow): string {
  return (
    `#EXTM3U\n#EXT-X-VERSION:9\n#EXT-X-TARGETDURATION:${MEDIA_SEGMENT_SECONDS}\n` +
    `#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=${CAN_SKIP_UNTIL_SECONDS.toFixed(1)}\n` +
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}\n` +
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}\n`
  );
}

/** The full live media playlist of one rendition: the whole DVR window, no EXT-X-ENDLIST. */
export function livePlaylist(window: LiveWindow, rendition: MediaRendition): string {
  return header(window) + writeSegments(window.segments, rendition, window.clipSegments);
}

/**
 * The delta update (`_HLS_skip=YES`): segments starting more than CAN-SKIP-UNTIL before the end are
 * replaced by EXT-X-SKIP; the client keeps them from the full playlist it already has.
 */
export function liveDeltaPlaylist(window: LiveWindow, rendition: MediaRendition): string {
  const kept = Math.min(CAN_SKIP_UNTIL_SECONDS / MEDIA_SEGMENT_SECONDS, window.segments.length);
  const skipped = window.segments.length - kept;
  return (
    header(window) +
    `#EXT-X-SKIP:SKIPPED-SEGMENTS=${skipped}\n` +
    writeSegments(window.segments.slice(skipped), rendition, window.clipSegments, skipped > 0)
  );
}
