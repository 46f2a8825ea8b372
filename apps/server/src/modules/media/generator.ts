import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_SEGMENT_SECONDS } from '@sahra/contracts';
import { runFfmpeg } from './ffmpeg.js';
import {
  CLIPS,
  LADDER,
  clipDir,
  type ClipDesign,
  type LibraryShape,
  type RenditionDesign,
} from './library.js';

/** Written last into a clip's folder: a folder without it (or made for another length or ladder) is redone. */
const CLIP_MANIFEST = 'clip.json';
const LADDER_NAMES = LADDER.map((rendition) => rendition.name);

/** Fonts with Arabic letters, tried in order; without any, ffmpeg's fontconfig picks its default. */
export const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
];

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

export function drawText(font: string | undefined, text: string, size: number, y: string): string {
  const face = font ? `fontfile=${font}:` : '';
  return `drawtext=${face}${text}:fontsize=${size}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-tw)/2:y=${y}`;
}

/**
 * H.264 and AAC at a rung of the ladder, a keyframe exactly every segment: the demo clips, and the
 * recorder's ladder mode and slate (modules/recording), are encoded alike.
 */
export function ladderEncoding(rendition: RenditionDesign): string[] {
  const keyframeEvery = `expr:gte(t,n_forced*${MEDIA_SEGMENT_SECONDS})`;
  return [
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-level', rendition.level],
    // no B-frames, and timestamps kept as encoded: video runs exactly 0 to the clip's length, so when
    // live loops a clip or moves to the next programme the pictures join with no gap to stall on
    ...['-bf', '0', '-avoid_negative_ts', 'disabled'],
    ...['-b:v', `${rendition.videoKbps}k`, '-maxrate', `${Math.round(rendition.videoKbps * 1.2)}k`],
    ...['-bufsize', `${rendition.videoKbps * 2}k`, '-pix_fmt', 'yuv420p'],
    // a keyframe exactly every segment and none elsewhere: every segment is the same 4 s
    ...['-force_key_frames', keyframeEvery, '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', `${rendition.audioKbps}k`, '-ac', '2'],
  ];
}

export function renditionOutput(rendition: RenditionDesign, label: string): string[] {
  return [
    ...['-map', `[${label}]`, '-map', '1:a'],
    ...ladderEncoding(rendition),
    ...['-f', 'hls', '-hls_time', String(MEDIA_SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', `${rendition.name}/%d.m4s`, `${rendition.name}/index.m3u8`],
  ];
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
