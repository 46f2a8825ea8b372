import { HOUR_SECONDS, MINUTE_SECONDS, SECOND_MS } from '@sahra/contracts';

/** One subtitle cue, in seconds of the video. */
export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
}

const TIMING = /(\d{1,2}):(\d{2}):(\d{2})[,.](\d{1,3})\s*-->\s*(\d{1,2}):(\d{2}):(\d{2})[,.](\d{1,3})/;

function seconds(hours: string, minutes: string, secs: string, millis: string): number {
  return (
    Number(hours) * HOUR_SECONDS +
    Number(minutes) * MINUTE_SECONDS +
    Number(secs) +
    Number(millis.padEnd(3, '0')) / SECOND_MS
  );
}

/** SSA position codes ({\an8}) that some SRT writers put in; a text track would show them literally. */
const STYLE_CODES = /\{\\[^}]*\}/g;

/**
 * Parses an SRT file (docs/behaviour/playback-and-streams.md#subtitles) into cues. Tolerant as players are: a byte-order mark, Windows
 * line ends, a missing or wrong cue number, a dot before the milliseconds; a block without a valid
 * timing line is skipped rather than failing the whole file.
 */
export function parseSrt(text: string): SubtitleCue[] {
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const cues: SubtitleCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timingIndex = lines.findIndex((line) => TIMING.test(line));
    if (timingIndex === -1) continue;
    const match = TIMING.exec(lines[timingIndex] ?? '');
    if (!match) continue;
    const [, h1 = '0', m1 = '0', s1 = '0', ms1 = '0', h2 = '0', m2 = '0', s2 = '0', ms2 = '0'] = match;
    const start = seconds(h1, m1, s1, ms1);
    const end = seconds(h2, m2, s2, ms2);
    const cueText = lines
      .slice(timingIndex + 1)
      .join('\n')
      .replace(STYLE_CODES, '')
      .trim();
    if (end > start && cueText !== '') cues.push({ start, end, text: cueText });
  }
  return cues;
}
