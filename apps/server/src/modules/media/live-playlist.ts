import { MEDIA_SEGMENT_SECONDS, type MediaRendition } from '@sahra/contracts';
import { SEGMENT_MS, writeSegments, type PlaylistSegment } from './segments.js';

/** A programme of a channel's schedule, with the clip that plays it. */
export interface TimelineProgramme {
  startMs: number;
  endMs: number;
  clip: number;
}

/**
 * What a live playlist is built from. `programmes` must hold every programme from the Unix epoch up to
 * the window's end (in practice, the schedule's whole history): discontinuities are counted from the
 * epoch so that EXT-X-DISCONTINUITY-SEQUENCE, like EXT-X-MEDIA-SEQUENCE, is the same on every server.
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

/** The schedule on the segment grid up to `untilSegment`: overlaps cut (a later start wins), gaps filled. */
function spansUntil(input: LiveScheduleInput, untilSegment: number): Span[] {
  const scheduled = input.programmes
    .map((programme) => ({
      startSegment: Math.round(programme.startMs / SEGMENT_MS),
      endSegment: Math.round(programme.endMs / SEGMENT_MS),
      clip: programme.clip,
    }))
    .filter((span) => span.endSegment > span.startSegment && span.startSegment < untilSegment)
    .sort((a, b) => a.startSegment - b.startSegment);
  const spans: Span[] = [];
  let cursor = 0;
  scheduled.forEach((span, position) => {
    const next = scheduled[position + 1]?.startSegment ?? untilSegment;
    const start = Math.max(span.startSegment, cursor);
    const end = Math.min(span.endSegment, next, untilSegment);
    if (end <= start) return;
    if (start > cursor) spans.push({ startSegment: cursor, endSegment: start, clip: input.fillerClip });
    spans.push({ startSegment: start, endSegment: end, clip: span.clip });
    cursor = end;
  });
  if (cursor < untilSegment)
    spans.push({ startSegment: cursor, endSegment: untilSegment, clip: input.fillerClip });
  return spans;
}

/** The segments of a live window, with the sequence numbers its playlist starts from. */
export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  segments: PlaylistSegment[];
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
  let discontinuitySequence = 0;
  const segments: PlaylistSegment[] = [];
  for (const span of spansUntil(input, lastSegment + 1)) {
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
  return { mediaSequence: firstSegment, discontinuitySequence, segments };
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
  return header(window) + writeSegments(window.segments, rendition);
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
    writeSegments(window.segments.slice(skipped), rendition, skipped > 0)
  );
}
