import fs from 'node:fs';
import path from 'node:path';
import { LADDER, renditionOutput, runFfmpeg, drawText, FONT_FILES } from '../encoding/public.js';
import { CLIPS, clipDir, type ClipDesign, type LibraryShape } from './library.js';

/** Written last into a clip's folder: a folder without it (or made for another length or ladder) is redone. */
const CLIP_MANIFEST = 'clip.json';
const LADDER_NAMES = LADDER.map((rendition) => rendition.name);

export function isClipReady(mediaDir: string, clip: number, shape: LibraryShape): boolean {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(clipDir(mediaDir, clip), CLIP_MANIFEST), 'utf8'),
    ) as { clipSeconds?: unknown; renditions?: unknown };
    return (
      manifest.clipSeconds === shape.clipSeconds &&
      JSON.stringify(manifest.renditions) === JSON.stringify(LADDER_NAMES)
    );
  } catch {
    return false;
  }
}

/** The ffmpeg arguments making one clip: a labelled test picture with a running clock and a tone, at every rendition. */
export function clipArguments(
  design: ClipDesign,
  clip: number,
  shape: LibraryShape,
  font?: string,
): string[] {
  const top = LADDER[0]!;
  const seconds = shape.clipSeconds;
  const labels = [
    drawText(font, 'textfile=title.txt', 44, '36'),
    drawText(font, `text='${clip + 1}/${shape.clipCount}  %{pts\\:hms}'`, 40, 'h-th-48'),
  ].join(',');
  const outputs = LADDER.map((_, index) => `[v${index}]`).join('');
  const scaled = LADDER.map((rendition, index) =>
    index === 0 ? '' : `;[v${index}]scale=${rendition.width}:${rendition.height}[s${index}]`,
  ).join('');
  const graph = `[0:v]${labels},split=${LADDER.length}${outputs}${scaled}`;
  return [
    ...['-f', 'lavfi', '-i', `${design.pattern}=size=${top.width}x${top.height}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${design.toneHz}:sample_rate=48000:duration=${seconds}`],
    ...['-filter_complex', graph],
    ...LADDER.flatMap((rendition, index) => renditionOutput(rendition, index === 0 ? 'v0' : `s${index}`)),
  ];
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Clears what an interrupted run left behind (folders of processes no longer running). */
function removeAbandonedPartials(clipsFolder: string) {
  for (const name of fs.existsSync(clipsFolder) ? fs.readdirSync(clipsFolder) : []) {
    const owner = /\.partial-(\d+)$/.exec(name)?.[1];
    if (owner && (Number(owner) === process.pid || !processAlive(Number(owner)))) {
      fs.rmSync(path.join(clipsFolder, name), { recursive: true, force: true });
    }
  }
}

/**
 * Encodes one clip into a temporary folder and renames it into place, so that a clip is either
 * absent or whole; another server finishing the same clip first wins and ours is dropped.
 */
export async function generateClip(options: {
  ffmpeg: string;
  mediaDir: string;
  clip: number;
  shape: LibraryShape;
  signal?: AbortSignal;
}): Promise<void> {
  const { ffmpeg, mediaDir, clip, shape, signal } = options;
  const design = CLIPS[clip % CLIPS.length]!;
  const finalDir = clipDir(mediaDir, clip);
  const partial = `${finalDir}.partial-${process.pid}`;
  removeAbandonedPartials(path.dirname(finalDir));
  for (const rendition of LADDER) fs.mkdirSync(path.join(partial, rendition.name), { recursive: true });
  fs.writeFileSync(path.join(partial, 'title.txt'), `${design.english} · ${design.arabic}`);
  const font = FONT_FILES.find((file) => fs.existsSync(file));
  await runFfmpeg(ffmpeg, clipArguments(design, clip, shape, font), {
    cwd: partial,
    ...(signal ? { signal } : {}),
  });
  fs.writeFileSync(
    path.join(partial, CLIP_MANIFEST),
    JSON.stringify({
      clipSeconds: shape.clipSeconds,
      renditions: LADDER_NAMES,
      title: design.english,
    }),
  );
  if (!isClipReady(mediaDir, clip, shape)) fs.rmSync(finalDir, { recursive: true, force: true });
  try {
    fs.renameSync(partial, finalDir);
  } catch {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
