import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { promisify } from 'node:util';
import { ffmpegPath, ffprobePath } from '../modules/encoding/public.js';

/**
 * Tiny real media (1 s each, from ffmpeg's lavfi sources) for the packager's tests: the inputs issue 33
 * names (AC-3, SD 4:3 interlaced MPEG-2, High 4:2:2, HEVC tagged hev1, two dubs and subtitles, 1080p,
 * 360p). Made side by side in a folder of their own, which `remove` deletes.
 */
export const ffmpeg = ffmpegPath(process.env.FFMPEG_PATH);
export const ffprobe = ffprobePath(process.env.FFMPEG_PATH);
const run = promisify(execFile);

const SECOND = ['-t', '1'];
const PICTURE = (size: string) => ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`];
const TONE = (hz: number) => ['-f', 'lavfi', '-i', `sine=frequency=${hz}:sample_rate=48000`];
const X264 = ['-c:v', 'libx264', '-preset', 'veryfast'];

/** Each sample's ffmpeg arguments after `-y`, its output file last. */
const SAMPLES = {
  // H.264 High 4:2:0 with AAC: copied as it comes
  h264Aac: [
    ...PICTURE('320x180'),
    ...TONE(440),
    ...SECOND,
    ...X264,
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
  ].concat(['-c:a', 'aac', 'h264-aac.mp4']),
  // H.264 with 5.1 AC-3: the audio alone is the problem
  h264Ac3: [
    ...PICTURE('320x180'),
    '-f',
    'lavfi',
    '-i',
    'anullsrc=channel_layout=5.1:sample_rate=48000',
  ].concat([...SECOND, ...X264, '-pix_fmt', 'yuv420p', '-c:a', 'ac3', 'h264-ac3.mkv']),
  // PAL SD with 16:15 pixels (a 4:3 picture), interlaced top field first, in MPEG-TS as broadcasters send it
  mpeg2Interlaced: [...PICTURE('720x576'), ...TONE(440), ...SECOND, '-vf', 'setsar=16/15']
    .concat(['-c:v', 'mpeg2video', '-flags', '+ilme+ildct', '-top', '1', '-c:a', 'mp2', '-f', 'mpegts'])
    .concat(['mpeg2-interlaced.ts']),
  // a contribution feed's High 4:2:2, which browsers do not decode
  h264Yuv422: [
    ...PICTURE('320x180'),
    ...SECOND,
    ...X264,
    '-profile:v',
    'high422',
    '-pix_fmt',
    'yuv422p',
  ].concat(['h264-422.mp4']),
  // HEVC written with the hev1 sample entry (parameter sets in band), as some encoders do
  hevcHev1: [...PICTURE('320x180'), ...TONE(440), ...SECOND, '-c:v', 'libx265', '-preset', 'ultrafast']
    .concat(['-x265-params', 'log-level=none', '-tag:v', 'hev1', '-pix_fmt', 'yuv420p', '-c:a', 'aac'])
    .concat(['hevc-hev1.mp4']),
  // Arabic and English dubs, an Arabic audio description, Arabic SubRip and English WebVTT subtitles
  tracks: [...PICTURE('320x180'), ...TONE(440), ...TONE(880), '-i', 'subtitles.srt', ...SECOND]
    .concat(['-map', '0:v', '-map', '1:a', '-map', '2:a', '-map', '2:a', '-map', '3', '-map', '3'])
    .concat([...X264, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-c:s:0', 'srt', '-c:s:1', 'webvtt'])
    .concat(['-metadata:s:a:0', 'language=ara', '-metadata:s:a:1', 'language=eng'])
    .concat(['-metadata:s:a:2', 'language=ara', '-metadata:s:a:2', 'title=وصف صوتي'])
    .concat(['-disposition:a:0', 'default', '-disposition:a:2', 'visual_impaired'])
    .concat(['-metadata:s:s:0', 'language=ara', '-metadata:s:s:1', 'language=eng', 'tracks.mkv']),
  full1080: [...PICTURE('1920x1080'), ...SECOND, ...X264.slice(0, 2), '-preset', 'ultrafast', 'p1080.mp4'],
  small360: [...PICTURE('640x360'), ...SECOND, ...X264, '-pix_fmt', 'yuv420p', 'p360.mp4'],
} satisfies Record<string, string[]>;

export type SampleName = keyof typeof SAMPLES;

/** Whether this ffmpeg has an encoder: a build without libx265 cannot make the HEVC sample. */
export async function hasEncoder(name: string): Promise<boolean> {
  const { stdout } = await run(ffmpeg, ['-hide_banner', '-encoders']);
  return new RegExp(`^\\s*\\S+\\s+${name}\\s`, 'm').test(stdout);
}

/** Makes the samples whose encoders this ffmpeg has; the paths by name, and a removal of the folder. */
export async function makeSamples(): Promise<{
  file: (name: SampleName) => string;
  made: ReadonlySet<SampleName>;
  remove: () => void;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-media-samples-'));
  fs.writeFileSync(
    path.join(dir, 'subtitles.srt'),
    '1\n00:00:00,000 --> 00:00:00,900\nمرحبا\n\n2\n00:00:00,900 --> 00:00:01,000\nأهلا\n',
  );
  const hevc = await hasEncoder('libx265');
  const names = (Object.keys(SAMPLES) as SampleName[]).filter((name) => hevc || name !== 'hevcHev1');
  await Promise.all(
    names.map((name) =>
      run(ffmpeg, ['-v', 'error', '-nostdin', '-y', ...SAMPLES[name]], { cwd: dir, timeout: 30_000 }),
    ),
  );
  return {
    file: (name) => path.join(dir, SAMPLES[name].at(-1)!),
    made: new Set(names),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The samples for the test file that calls it: made before its tests, removed after them. `file` names a
 * sample's path once they are made.
 */
export function samplesOfThisFile(): { file: (name: SampleName) => string } {
  let samples: Awaited<ReturnType<typeof makeSamples>> | undefined;
  beforeAll(async () => {
    samples = await makeSamples();
  }, 60_000);
  afterAll(() => samples?.remove());
  return {
    file: (name) => {
      if (!samples) throw new Error('the samples are made in beforeAll');
      return samples.file(name);
    },
  };
}

/** A video stream as ffprobe writes it: 1080p25 progressive H.264 High 4:2:0, with `fields` over it. */
export const probedVideoStream = (fields: Record<string, unknown>) => ({
  index: 0,
  codec_type: 'video',
  codec_name: 'h264',
  profile: 'High',
  level: 40,
  pix_fmt: 'yuv420p',
  width: 1920,
  height: 1080,
  field_order: 'progressive',
  avg_frame_rate: '25/1',
  ...fields,
});
