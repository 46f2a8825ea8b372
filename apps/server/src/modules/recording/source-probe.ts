import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RecordedRendition } from '../../platform/db-schema.js';
import { ffprobePath, LADDER } from '../encoding/public.js';
import { ffmpegProtocols, sourceScheme } from '../guide/public.js';

const run = promisify(execFile);

export interface SourceInput {
  url: string;
  referrer: string | null;
  userAgent: string | null;
}

/** Seconds without a byte after which a network read fails (ffmpeg's rw_timeout is in microseconds). */
const READ_TIMEOUT_SECONDS = 10;
/** Where ffmpeg sends a referrer and user agent: HTTP's own headers. */
const HTTP_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);
/** The stream protocols whose stalled reads ffmpeg ends after `-rw_timeout`; the others keep its own. */
const TIMED_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'rtmp', 'rtmps', 'tcp']);

/**
 * The input options of a source, for ffprobe and ffmpeg alike: the only protocols it may open (those of
 * its scheme), its HTTP referrer and user agent (an M3U line's #EXTVLCOPT), time-outs.
 */
export function inputArguments(source: SourceInput): string[] {
  const scheme = sourceScheme(source.url);
  const http = HTTP_SCHEMES.has(scheme);
  return [
    ...['-protocol_whitelist', ffmpegProtocols(source.url)],
    ...(http && source.referrer ? ['-referer', source.referrer] : []),
    ...(http && source.userAgent ? ['-user_agent', source.userAgent] : []),
    ...(TIMED_SCHEMES.has(scheme) ? ['-rw_timeout', String(READ_TIMEOUT_SECONDS * 1e6)] : []),
    '-i',
    source.url,
  ];
}

interface ProbedStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  level?: number;
  width?: number;
  height?: number;
}

/** How a source is recorded: re-packaged as it comes, or re-encoded into the product's ladder. */
export interface RecordingPlan {
  mode: 'copy' | 'ladder';
  renditions: RecordedRendition[];
  hasAudio: boolean;
}

const COPYABLE_VIDEO = new Set(['h264', 'hevc']);

/** What ffprobe reads of a source's streams; rejects when the source cannot be read. */
export async function probeSource(ffmpeg: string | undefined, source: SourceInput): Promise<ProbedStream[]> {
  const { stdout } = await run(
    ffprobePath(ffmpeg),
    [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,profile,level,width,height',
      '-of',
      'json',
    ].concat(inputArguments(source)),
    { timeout: (READ_TIMEOUT_SECONDS + 5) * 1000 },
  );
  return (JSON.parse(stdout) as { streams?: ProbedStream[] }).streams ?? [];
}

/** The ladder's rungs as a recording lists them: the transcoded ladder's, and the slate's. */
export function ladderRenditions(): RecordedRendition[] {
  return LADDER.map((rung) => ({
    name: rung.name,
    bandwidth: (rung.videoKbps + rung.audioKbps) * 1200,
    width: rung.width,
    height: rung.height,
    codecs: rung.codecs,
  }));
}

/** H.264 or HEVC video with AAC audio (or none) is kept as it is; anything else goes through the ladder. */
export function planFor(streams: ProbedStream[]): RecordingPlan {
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  if (!video) throw new Error('the source has no video');
  const copyable = COPYABLE_VIDEO.has(video.codec_name ?? '') && (!audio || audio.codec_name === 'aac');
  if (!copyable) {
    return {
      mode: 'ladder',
      hasAudio: audio !== undefined,
      renditions: ladderRenditions(),
    };
  }
  const codecs = [videoCodecs(video), ...(audio ? [audioCodecs(audio)] : [])].join(',');
  return {
    mode: 'copy',
    hasAudio: audio !== undefined,
    // the bandwidth is measured from the segments as they come (ChannelRecorder)
    renditions: [
      {
        name: 'source',
        bandwidth: 0,
        codecs,
        ...(video.width ? { width: video.width } : {}),
        ...(video.height ? { height: video.height } : {}),
      },
    ],
  };
}

const H264_PROFILES: Record<string, string> = {
  'Constrained Baseline': '42e0',
  Baseline: '4200',
  Main: '4d00',
  High: '6400',
};

/** The RFC 6381 name HLS's CODECS attribute wants, from what ffprobe says. */
function videoCodecs(video: ProbedStream): string {
  const level = video.level ?? 0;
  if (video.codec_name === 'hevc') {
    // ffprobe gives HEVC's level as 30 × the level number, which is how hvc1 names it
    return `hvc1.${video.profile === 'Main 10' ? 2 : 1}.4.L${level > 0 ? level : 93}.B0`;
  }
  const profile = H264_PROFILES[video.profile ?? ''] ?? '6400';
  return `avc1.${profile}${(level > 0 ? level : 31).toString(16).padStart(2, '0')}`;
}

const audioCodecs = (audio: ProbedStream) =>
  audio.profile === 'HE-AAC' ? 'mp4a.40.5' : audio.profile === 'HE-AACv2' ? 'mp4a.40.29' : 'mp4a.40.2';
