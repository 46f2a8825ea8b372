import { MEDIA_SEGMENT_SECONDS } from '@sahra/contracts';
import { ladderEncoding, LADDER } from '../encoding/public.js';
import { inputArguments, type RecordingPlan, type SourceInput } from './source-probe.js';

/**
 * ffmpeg's own playlist lists this many segments: the recorder reads it every half second, so it never
 * misses one, and it stays small however long a run lasts (the files themselves stay).
 */
const WATCHED_PLAYLIST_LENGTH = 20;

/** The fMP4 HLS output of one rendition into `{rendition}/init.mp4` and `{rendition}/{n}.m4s` of the run folder. */
function hlsOutput(rendition: string): string[] {
  return [
    ...['-f', 'hls', '-hls_time', String(MEDIA_SEGMENT_SECONDS)],
    ...['-hls_list_size', String(WATCHED_PLAYLIST_LENGTH), '-hls_segment_type', 'fmp4'],
    ...['-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', `${rendition}/%d.m4s`],
    `${rendition}/index.m3u8`,
  ];
}

/** A live HLS source is joined at its newest segment, not three back: the recording is that much nearer live. */
const liveStart = (url: string) => (/\.m3u8?($|\?)/i.test(url) ? ['-live_start_index', '-1'] : []);

/** The ffmpeg arguments recording a source into a run folder (the working directory), per its plan. */
export function recorderArguments(source: SourceInput, plan: RecordingPlan): string[] {
  const input = [...liveStart(source.url), ...inputArguments(source)];
  if (plan.mode === 'copy') {
    // MPEG-TS carries AAC in ADTS frames, which MP4 does not; the filter passes other AAC through
    return [
      ...input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c',
      'copy',
      '-bsf:a',
      'aac_adtstoasc',
      ...hlsOutput('source'),
    ];
  }
  // a source without sound gets silence: every rung then has the audio its CODECS names
  const silence = plan.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo'];
  const audio = plan.hasAudio ? '0:a:0' : '1:a';
  const outputs = LADDER.map((_, index) => `[v${index}]`).join('');
  const scaled = LADDER.map(
    (rung, index) => `;[v${index}]scale=${rung.width}:${rung.height},setsar=1[s${index}]`,
  ).join('');
  return [
    ...input,
    ...silence,
    '-filter_complex',
    `[0:v:0]fps=25,split=${LADDER.length}${outputs}${scaled}`,
    ...LADDER.flatMap((rung, index) => [
      ...['-map', `[s${index}]`, '-map', audio, '-shortest'],
      ...ladderEncoding(rung),
      ...hlsOutput(rung.name),
    ]),
  ];
}

export interface ListedSegment {
  /** The number ffmpeg gave the segment (`{n}.m4s`). */
  index: number;
  durationMs: number;
  file: string;
}

/** The segments an ffmpeg HLS playlist lists, in order; a line it is still writing is left for the next read. */
export function listedSegments(playlist: string): ListedSegment[] {
  const segments: ListedSegment[] = [];
  const lines = playlist.split('\n');
  for (let line = 0; line < lines.length - 1; line++) {
    const duration = /^#EXTINF:([\d.]+)/.exec(lines[line] ?? '')?.[1];
    const file = lines[line + 1]?.trim() ?? '';
    const index = /^(\d+)\.m4s$/.exec(file)?.[1];
    if (duration === undefined || index === undefined) continue;
    const durationMs = Math.round(Number(duration) * 1000);
    if (durationMs > 0) segments.push({ index: Number(index), durationMs, file });
  }
  return segments;
}
