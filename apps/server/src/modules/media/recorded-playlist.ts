import type { RecordedRendition } from '../../platform/db-schema.js';
import { CAN_SKIP_UNTIL_SECONDS } from './live-playlist.js';
import type { RecordedSegment } from '../recording/public.js';

/** A recorded channel's live window of one rendition, with the sequence numbers its playlist starts from. */
export interface RecordedWindow {
  /** The first listed segment's sequence. */
  mediaSequence: number;
  /** Discontinuities up to and including the first listed segment's. */
  discontinuitySequence: number;
  segments: readonly RecordedSegment[];
}

/** Arrival times jitter around the durations; a date is written where they part by more than this. */
const DATE_DRIFT_MS = 500;

/** The master playlist of a recorded channel or of a catch-up cut: its ladder, lightest first. */
export function recordedMaster(renditions: readonly RecordedRendition[]): string {
  let text = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n';
  for (const rendition of [...renditions].sort((a, b) => a.bandwidth - b.bandwidth)) {
    const resolution =
      rendition.width && rendition.height ? `,RESOLUTION=${rendition.width}x${rendition.height}` : '';
    const codecs = rendition.codecs ? `,CODECS="${rendition.codecs}"` : '';
    text += `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth}${resolution}${codecs}\n${rendition.name}.m3u8\n`;
  }
  return text;
}

/** The longest segment, rounded up to whole seconds (RFC 8216 §4.3.3.1). */
export const targetDurationOf = (segments: readonly RecordedSegment[]) =>
  Math.max(1, ...segments.map((segment) => Math.ceil(segment.durationMs / 1000)));

/** Delta updates may skip what starts this long before the end: 9 segments of 4 s, or 6 target durations. */
export const canSkipUntilSeconds = (targetDuration: number) =>
  Math.max(CAN_SKIP_UNTIL_SECONDS, 6 * targetDuration);

/**
 * Segment lines. The first one written gets the init segment and its date, so a window or a delta update
 * starting anywhere plays; after that EXT-X-MAP where the init changes (a new recorder run), and a date
 * at every discontinuity and wherever arrival drifted from the durations. A playlist's first segment
 * carries no discontinuity (the sequence counts it); the first after EXT-X-SKIP does, since the client
 * joins it to the skipped ones.
 */
export function writeRecordedSegments(
  segments: readonly RecordedSegment[],
  uriOf: (path: string) => string,
  afterSkip = false,
): string {
  let text = '';
  let previous: RecordedSegment | undefined;
  for (const segment of segments) {
    const discontinuity = segment.discontinuity && (previous !== undefined || afterSkip);
    if (discontinuity) text += '#EXT-X-DISCONTINUITY\n';
    if (!previous || previous.initPath !== segment.initPath)
      text += `#EXT-X-MAP:URI="${uriOf(segment.initPath)}"\n`;
    if (
      !previous ||
      discontinuity ||
      Math.abs(segment.startMs - (previous.startMs + previous.durationMs)) > DATE_DRIFT_MS
    ) {
      text += `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}\n`;
    }
    text += `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},\n${uriOf(segment.path)}\n`;
    previous = segment;
  }
  return text;
}

function liveHeader(window: RecordedWindow, targetDuration: number): string {
  return (
    `#EXTM3U\n#EXT-X-VERSION:9\n#EXT-X-TARGETDURATION:${targetDuration}\n` +
    `#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=${canSkipUntilSeconds(targetDuration).toFixed(1)}\n` +
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}\n` +
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}\n`
  );
}

/** The full live playlist of a recorded rendition: the whole DVR window, no EXT-X-ENDLIST. */
export function recordedLivePlaylist(window: RecordedWindow, uriOf: (path: string) => string): string {
  return (
    liveHeader(window, targetDurationOf(window.segments)) + writeRecordedSegments(window.segments, uriOf)
  );
}

/**
 * The delta update (`_HLS_skip=YES`): segments starting at least CAN-SKIP-UNTIL before the end of the
 * window are replaced by EXT-X-SKIP; the client keeps them from the full playlist it already has.
 */
export function recordedDeltaPlaylist(window: RecordedWindow, uriOf: (path: string) => string): string {
  const targetDuration = targetDurationOf(window.segments);
  const { segments } = window;
  // by playlist time (durations), not arrival: the client measures the boundary on its playlist
  const boundaryMs = canSkipUntilSeconds(targetDuration) * 1000;
  let skipped = segments.length;
  let fromEndMs = 0;
  while (skipped > 0 && fromEndMs + segments[skipped - 1]!.durationMs <= boundaryMs) {
    skipped -= 1;
    fromEndMs += segments[skipped]!.durationMs;
  }
  return (
    liveHeader(window, targetDuration) +
    `#EXT-X-SKIP:SKIPPED-SEGMENTS=${skipped}\n` +
    writeRecordedSegments(segments.slice(skipped), uriOf, skipped > 0)
  );
}

/** A catch-up cut's media playlist: the whole programme, closed with EXT-X-ENDLIST. */
export function catchupPlaylist(
  segments: readonly RecordedSegment[],
  uriOf: (path: string) => string,
): string {
  return (
    `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:${targetDurationOf(segments)}\n` +
    '#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MEDIA-SEQUENCE:0\n' +
    writeRecordedSegments(segments, uriOf) +
    '#EXT-X-ENDLIST\n'
  );
}
