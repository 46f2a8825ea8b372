import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_SEGMENT_SECONDS } from '@sahra/contracts';
import { runFfmpeg, drawText, FONT_FILES, renditionOutput, LADDER, RENDITIONS } from '../encoding/public.js';

/**
 * The slate runs this many segments with continuous timestamps, then starts again behind a
 * discontinuity: a long outage costs one discontinuity per loop, not per segment.
 */
export const SLATE_SEGMENTS = 8;
const SLATE_FOLDER = 'slate';
const SLATE_MANIFEST = 'slate.json';

/** Where a rendition's slate is, relative to the recordings folder: the ladder rung of its name, else the top one. */
export function slateRung(rendition: string): string {
  return LADDER.find((rung) => rung.name === rendition)?.name ?? LADDER[0]!.name;
}

export const slateInitPath = (rendition: string) => `${SLATE_FOLDER}/${slateRung(rendition)}/init.mp4`;
export const slateSegmentPath = (rendition: string, index: number) =>
  `${SLATE_FOLDER}/${slateRung(rendition)}/${index % SLATE_SEGMENTS}.m4s`;

/** Whether the slate of this ladder is made in the recordings folder (ensureSlate): whole, or not at all. */
export function slateMade(recordingsDir: string): boolean {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(recordingsDir, SLATE_FOLDER, SLATE_MANIFEST), 'utf8'),
    ) as { segments?: unknown; rungs?: unknown };
    return (
      manifest.segments === SLATE_SEGMENTS &&
      JSON.stringify(manifest.rungs) === JSON.stringify(LADDER.map((rung) => rung.name))
    );
  } catch {
    return false;
  }
}

/**
 * Makes the slate once per recordings folder, every rung in one ffmpeg run: "Back soon" in English and
 * Arabic over a still picture, with silence. Written to a folder of its own and renamed into place, so
 * instances sharing the folder see it whole or not at all.
 */
export async function ensureSlate(options: { ffmpeg: string; recordingsDir: string; signal?: AbortSignal }) {
  const { ffmpeg, recordingsDir, signal } = options;
  if (slateMade(recordingsDir)) return;
  const partial = path.join(recordingsDir, `${SLATE_FOLDER}.partial-${process.pid}`);
  fs.rmSync(partial, { recursive: true, force: true });
  for (const rung of LADDER) fs.mkdirSync(path.join(partial, rung.name), { recursive: true });
  fs.writeFileSync(path.join(partial, 'english.txt'), 'Back soon');
  fs.writeFileSync(path.join(partial, 'arabic.txt'), 'سنعود قريبًا');
  const font = FONT_FILES.find((file) => fs.existsSync(file));
  const top = RENDITIONS[LADDER[0]!.name];
  const seconds = SLATE_SEGMENTS * MEDIA_SEGMENT_SECONDS;
  const labels = [
    drawText(font, 'textfile=english.txt', 56, '(h/2)-th-16'),
    drawText(font, 'textfile=arabic.txt', 56, '(h/2)+16'),
  ].join(',');
  const splits = LADDER.map((_, index) => `[v${index}]`).join('');
  const scaled = LADDER.map(
    (rung, index) => `;[v${index}]scale=${rung.width}:${rung.height}[s${index}]`,
  ).join('');
  try {
    await runFfmpeg(
      ffmpeg,
      [
        ...[
          '-f',
          'lavfi',
          '-i',
          `color=c=0x1b2a41:size=${top.width}x${top.height}:rate=25:duration=${seconds}`,
        ],
        ...['-t', String(seconds), '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo'],
        ...['-filter_complex', `[0:v]${labels},split=${LADDER.length}${splits}${scaled}`],
        ...LADDER.flatMap((rung, index) => renditionOutput(rung, `s${index}`)),
      ],
      { cwd: partial, ...(signal ? { signal } : {}) },
    );
    fs.writeFileSync(
      path.join(partial, SLATE_MANIFEST),
      JSON.stringify({ segments: SLATE_SEGMENTS, rungs: LADDER.map((rung) => rung.name) }),
    );
    if (slateMade(recordingsDir)) return;
    fs.rmSync(path.join(recordingsDir, SLATE_FOLDER), { recursive: true, force: true });
    fs.renameSync(partial, path.join(recordingsDir, SLATE_FOLDER));
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
