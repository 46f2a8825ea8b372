import {
  ContentTypeId,
  hoursMinutesSeconds,
  SUBTITLE_LANGUAGES,
  type SubtitleLanguage,
} from '@sahra/contracts';
import type { PlayableItem } from './repository.js';

/** Seconds between the starts of two cues, and how long each stays on screen. */
const CUE_EVERY_SECONDS = 10;
const CUE_SECONDS = 6;

const SUBTITLED_TYPES: readonly number[] = [ContentTypeId.Movie, ContentTypeId.Play, ContentTypeId.Episode];

/** The demo's subtitled titles: every other movie, play and episode (by id), in Arabic and English. */
export function subtitleLanguagesOf(item: PlayableItem): readonly SubtitleLanguage[] {
  return SUBTITLED_TYPES.includes(item.contentTypeId) && item.id % 2 === 0 ? SUBTITLE_LANGUAGES : [];
}

interface Cue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

function cuesOf(item: PlayableItem, language: SubtitleLanguage, durationSeconds: number): Cue[] {
  const cues: Cue[] = [];
  for (let start = 0, scene = 1; start < durationSeconds; start += CUE_EVERY_SECONDS, scene++) {
    const text = language === 'ar' ? `${item.arabic}\nالمشهد ${scene}` : `${item.english}\nScene ${scene}`;
    cues.push({ startSeconds: start, endSeconds: Math.min(start + CUE_SECONDS, durationSeconds), text });
  }
  return cues;
}

function timestamp(seconds: number, fractionSeparator: ',' | '.'): string {
  const milliseconds = Math.round(seconds * 1000);
  const fraction = String(milliseconds % 1000).padStart(3, '0');
  return `${hoursMinutesSeconds(Math.floor(milliseconds / 1000))}${fractionSeparator}${fraction}`;
}

/** SRT, as the spec's subtitle call fetches: numbered cues, comma before the milliseconds. */
export function srtSubtitles(
  item: PlayableItem,
  language: SubtitleLanguage,
  durationSeconds: number,
): string {
  return cuesOf(item, language, durationSeconds)
    .map(
      (cue, index) =>
        `${index + 1}\n${timestamp(cue.startSeconds, ',')} --> ${timestamp(cue.endSeconds, ',')}\n${cue.text}\n`,
    )
    .join('\n');
}

/**
 * Cue blocks, each closed by a blank line: readers that join a rendition's segments into one stream
 * (ffmpeg's HLS reader does) then see the next segment's header as a block of its own, not cue text.
 */
const vttCues = (cues: readonly Cue[]) =>
  cues
    .map(
      (cue) => `${timestamp(cue.startSeconds, '.')} --> ${timestamp(cue.endSeconds, '.')}\n${cue.text}\n\n`,
    )
    .join('');

/** The same cues as one WebVTT file, cue times counted from the start of the title as in the SRT. */
export function vttSubtitles(
  item: PlayableItem,
  language: SubtitleLanguage,
  durationSeconds: number,
): string {
  return `WEBVTT\n\n${vttCues(cuesOf(item, language, durationSeconds))}`;
}

/** Where a WebVTT segment lies: its span of the title, and where in its clip it starts. */
export interface VttSegmentSpan {
  startSeconds: number;
  endSeconds: number;
  /** Seconds from the start of the clip (the piece after the last discontinuity) to the segment's start. */
  clipOffsetSeconds: number;
}

/** 90 kHz, the clock of MPEG-2 timestamps that X-TIMESTAMP-MAP names (RFC 8216 §3.5). */
const MPEG_TS_HZ = 90_000;

/**
 * One segment of a subtitle rendition (ADR 034): the cues showing at any time of its span (a cue
 * crossing a boundary is in both segments, with the same times, which players keep once), and an
 * X-TIMESTAMP-MAP tying the segment's start in title time (LOCAL) to the same instant in the video's
 * media timestamps (MPEGTS), which restart at 0 with each clip after a discontinuity.
 */
export function vttSegment(
  item: PlayableItem,
  language: SubtitleLanguage,
  durationSeconds: number,
  span: VttSegmentSpan,
): string {
  const cues = cuesOf(item, language, durationSeconds).filter(
    (cue) => cue.startSeconds < span.endSeconds && cue.endSeconds > span.startSeconds,
  );
  const mpegTs = Math.round(span.clipOffsetSeconds * MPEG_TS_HZ);
  const map = `X-TIMESTAMP-MAP=MPEGTS:${mpegTs},LOCAL:${timestamp(span.startSeconds, '.')}`;
  return `WEBVTT\n${map}\n\n${vttCues(cues)}`;
}
