import { MEDIA_SEGMENT_SECONDS, type MediaRendition } from '@sahra/contracts';
import { segmentUri } from './library.js';

export const SEGMENT_MS = MEDIA_SEGMENT_SECONDS * 1000;
const EXTINF = `#EXTINF:${MEDIA_SEGMENT_SECONDS.toFixed(3)},\n`;

/**
 * One segment of a playlist: segment `index` of `clip`. A piece is a run of segments playing a clip
 * from its start; its timestamps restart, so a new piece needs a discontinuity and the init segment.
 */
export interface PlaylistSegment {
  clip: number;
  index: number;
  pieceStart: boolean;
  /** Wall-clock start (live only), written as EXT-X-PROGRAM-DATE-TIME where timestamps restart. */
  startMs?: number;
}

/**
 * The segment lines of a media playlist. The first segment written gets the init segment (and its
 * date) whether or not a piece starts there, so that a window or a delta update starting anywhere
 * plays. A playlist's first segment carries no discontinuity (EXT-X-DISCONTINUITY-SEQUENCE counts it);
 * the first after an EXT-X-SKIP (`afterSkip`) does, since the client joins it to the skipped ones.
 */
export function writeSegments(
  segments: Iterable<PlaylistSegment>,
  rendition: MediaRendition,
  clipSegments: number,
  afterSkip = false,
): string {
  let text = '';
  let first = true;
  for (const segment of segments) {
    if (segment.pieceStart || first) {
      if (segment.pieceStart && (!first || afterSkip)) text += '#EXT-X-DISCONTINUITY\n';
      text += `#EXT-X-MAP:URI="${segmentUri(segment.clip, clipSegments, rendition, 'init.mp4')}"\n`;
      if (segment.startMs !== undefined) {
        text += `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}\n`;
      }
    }
    text += `${EXTINF}${segmentUri(segment.clip, clipSegments, rendition, `${segment.index}.m4s`)}\n`;
    first = false;
  }
  return text;
}
