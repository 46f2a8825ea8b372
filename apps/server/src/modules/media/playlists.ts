import { MEDIA_SEGMENT_SECONDS, type MediaRendition, type SubtitleLanguage } from '@sahra/contracts';
import { LADDER } from '../encoding/public.js';
import { writeSegments, type PlaylistSegment } from './segments.js';
import type { VttSegmentSpan } from './subtitles.js';

const SUBTITLE_NAMES: Record<SubtitleLanguage, string> = { ar: 'العربية', en: 'English' };

/** The master playlist: every rendition of the ladder, and subtitle renditions when the title has them. */
export function masterPlaylist(subtitles: readonly SubtitleLanguage[]): string {
  let text = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n';
  for (const language of subtitles) {
    text +=
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${SUBTITLE_NAMES[language]}",LANGUAGE="${language}",` +
      `DEFAULT=NO,AUTOSELECT=YES,URI="subtitles/${language}.m3u8"\n`;
  }
  for (const rendition of LADDER) {
    const average = (rendition.videoKbps + rendition.audioKbps) * 1000;
    const peak = Math.round(rendition.videoKbps * 1.2 + rendition.audioKbps) * 1000;
    text +=
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},` +
      `RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}",FRAME-RATE=25.000` +
      `${subtitles.length > 0 ? ',SUBTITLES="subs"' : ''}\n${rendition.name}.m3u8\n`;
  }
  return text;
}

/** Segments of an on-demand title: its clip from the start, looped (with a discontinuity) to fill its length. */
function* vodSegments(clip: number, segmentCount: number, clipSegments: number): Generator<PlaylistSegment> {
  for (let segment = 0; segment < segmentCount; segment++) {
    const index = segment % clipSegments;
    yield { clip, index, pieceStart: index === 0 };
  }
}

export const vodSegmentCount = (durationSeconds: number, clipSegments: number) =>
  Math.max(Math.ceil(durationSeconds / MEDIA_SEGMENT_SECONDS), clipSegments);

/** A VOD media playlist: the whole title, closed with EXT-X-ENDLIST. */
export function vodPlaylist(
  clip: number,
  rendition: MediaRendition,
  segmentCount: number,
  clipSegments: number,
): string {
  return (
    `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:${MEDIA_SEGMENT_SECONDS}\n` +
    '#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MEDIA-SEQUENCE:0\n' +
    writeSegments(vodSegments(clip, segmentCount, clipSegments), rendition, clipSegments) +
    '#EXT-X-ENDLIST\n'
  );
}

/** Where segment `segment` of a title lies: its span of the title and its offset into the looped clip. */
export function vodSegmentSpan(segment: number, clipSegments: number): VttSegmentSpan {
  return {
    startSeconds: segment * MEDIA_SEGMENT_SECONDS,
    endSeconds: (segment + 1) * MEDIA_SEGMENT_SECONDS,
    clipOffsetSeconds: (segment % clipSegments) * MEDIA_SEGMENT_SECONDS,
  };
}

/**
 * A subtitle rendition, cut like the video (ADR 034): the same 4 s segments, with EXT-X-DISCONTINUITY
 * where the video has one (each loop of the clip), as RFC 8216 §6.2.4 asks of every rendition. The
 * clip is irrelevant to the text, only where its loops start.
 */
export function subtitlePlaylist(
  language: SubtitleLanguage,
  segmentCount: number,
  clipSegments: number,
): string {
  let text =
    `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:${MEDIA_SEGMENT_SECONDS}\n` +
    '#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MEDIA-SEQUENCE:0\n';
  let segment = 0;
  for (const { pieceStart } of vodSegments(0, segmentCount, clipSegments)) {
    if (pieceStart && segment > 0) text += '#EXT-X-DISCONTINUITY\n';
    text += `#EXTINF:${MEDIA_SEGMENT_SECONDS.toFixed(3)},\n${language}/${segment}.vtt\n`;
    segment++;
  }
  return `${text}#EXT-X-ENDLIST\n`;
}
