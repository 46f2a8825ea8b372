import { ContentTypeId, SUBTITLE_LANGUAGES, type SubtitleLanguage } from '@sahra/contracts';
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
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const wholeSeconds = Math.floor(milliseconds / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}${fractionSeparator}${pad(milliseconds % 1000, 3)}`;
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
 * The same cues as WebVTT, for the master playlist's subtitle renditions (hls.js plays those). Without
 * an X-TIMESTAMP-MAP the cue times count from the start of the title, as in the SRT.
 */
export function vttSubtitles(
  item: PlayableItem,
  language: SubtitleLanguage,
  durationSeconds: number,
): string {
  const cues = cuesOf(item, language, durationSeconds)
    .map((cue) => `${timestamp(cue.startSeconds, '.')} --> ${timestamp(cue.endSeconds, '.')}\n${cue.text}\n`)
    .join('\n');
  return `WEBVTT\n\n${cues}`;
}
