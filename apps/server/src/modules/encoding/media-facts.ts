import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * What a file or a live source carries, as ffprobe reads it: the facts the packager decides on
 * (packaging-plan.ts). Parsing (`mediaFactsOf`) is apart from running ffprobe (`probeMedia`), so the
 * decisions can be tested on written-down ffprobe output as well as on real files.
 */

export class MediaProbeError extends Error {}

/** A ratio as ffprobe writes it ("16:9"), reduced. */
export interface Ratio {
  num: number;
  den: number;
}

export type Chroma = '4:2:0' | '4:2:2' | '4:4:4' | 'other';
/** How the pictures are scanned; 'unknown' when ffprobe could not tell (it had not decoded a frame). */
export type FieldOrder = 'progressive' | 'tff' | 'bff' | 'unknown';

export interface VideoFacts {
  index: number;
  codec: string;
  profile: string | null;
  /** As ffprobe gives it: H.264's level × 10 (31 for 3.1), HEVC's × 30 (93 for 3.1). */
  level: number | null;
  pixelFormat: string | null;
  chroma: Chroma | null;
  bitDepth: number | null;
  width: number;
  height: number;
  sampleAspect: Ratio;
  /** The picture's shape as shown: ffprobe's when it gives one, else width × SAR against height. */
  displayAspect: Ratio;
  frameRate: number | null;
  fieldOrder: FieldOrder;
  /** The sample entry's four letters in MP4 (avc1, hvc1, hev1); null where the container has none. */
  codecTag: string | null;
}

export interface StreamDisposition {
  default: boolean;
  /** Audio description for the blind (ffprobe's visual_impaired or descriptions). */
  describesVideo: boolean;
  forced: boolean;
  hearingImpaired: boolean;
}

export interface AudioFacts {
  index: number;
  codec: string;
  profile: string | null;
  channels: number;
  channelLayout: string | null;
  sampleRate: number | null;
  language: string | null;
  title: string | null;
  disposition: StreamDisposition;
}

/** Text subtitles become WebVTT; bitmap ones are pictures of text, which only OCR could turn into text. */
export type SubtitleKind = 'text' | 'bitmap' | 'other';

export interface SubtitleFacts {
  index: number;
  codec: string;
  kind: SubtitleKind;
  language: string | null;
  title: string | null;
  disposition: StreamDisposition;
}

export interface MediaFacts {
  /** Seconds; null for a live source or a file whose container does not say. */
  duration: number | null;
  formatName: string | null;
  video: VideoFacts[];
  audio: AudioFacts[];
  subtitles: SubtitleFacts[];
}

/** The part of `ffprobe -show_streams -show_format -of json` read here. */
interface ProbedStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  codec_tag_string?: string;
  profile?: string;
  level?: number;
  pix_fmt?: string;
  bits_per_raw_sample?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  display_aspect_ratio?: string;
  field_order?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  channels?: number;
  channel_layout?: string;
  sample_rate?: string;
  disposition?: Record<string, number>;
  tags?: Record<string, string>;
}

interface Probed {
  streams?: ProbedStream[];
  format?: { duration?: string; format_name?: string };
}

const TEXT_SUBTITLES: ReadonlySet<string> = new Set([
  'subrip',
  'srt',
  'webvtt',
  'mov_text',
  'ass',
  'ssa',
  'text',
]);
const BITMAP_SUBTITLES: ReadonlySet<string> = new Set([
  'dvb_subtitle',
  'hdmv_pgs_subtitle',
  'dvd_subtitle',
  'xsub',
]);

/** The facts of ffprobe's JSON output (already parsed). Pure: no file, no process. */
export function mediaFactsOf(probed: unknown): MediaFacts {
  const { streams = [], format = {} } = (probed ?? {}) as Probed;
  const of = (type: string) => streams.filter((stream) => stream.codec_type === type);
  return {
    duration: positiveNumber(format.duration),
    formatName: format.format_name ?? null,
    // cover art in an MP4, MKV or MP3 is a one-picture "video" stream: it is artwork, not the picture
    video: of('video')
      .filter((stream) => !stream.disposition?.attached_pic)
      .map(videoFacts),
    audio: of('audio').map(audioFacts),
    subtitles: of('subtitle').map((stream) => {
      const codec = stream.codec_name ?? 'unknown';
      return {
        index: stream.index ?? 0,
        codec,
        kind: TEXT_SUBTITLES.has(codec) ? 'text' : BITMAP_SUBTITLES.has(codec) ? 'bitmap' : 'other',
        language: tag(stream, 'language'),
        title: tag(stream, 'title'),
        disposition: dispositionOf(stream),
      };
    }),
  };
}

function videoFacts(stream: ProbedStream): VideoFacts {
  const width = stream.width ?? 0;
  const height = stream.height ?? 0;
  // "0:1" is ffprobe's "not said", which players read as square pixels
  const sampleAspect = ratio(stream.sample_aspect_ratio) ?? { num: 1, den: 1 };
  const { chroma, bitDepth } = pixelFormatFacts(stream.pix_fmt, stream.bits_per_raw_sample);
  return {
    index: stream.index ?? 0,
    codec: stream.codec_name ?? 'unknown',
    profile: known(stream.profile),
    level: typeof stream.level === 'number' && stream.level > 0 ? stream.level : null,
    pixelFormat: known(stream.pix_fmt),
    chroma,
    bitDepth,
    width,
    height,
    sampleAspect,
    displayAspect: ratio(stream.display_aspect_ratio) ??
      reduced(width * sampleAspect.num, height * sampleAspect.den) ?? { num: 16, den: 9 },
    frameRate: rate(stream.avg_frame_rate) ?? rate(stream.r_frame_rate),
    fieldOrder: fieldOrderOf(stream.field_order),
    codecTag: /^[a-z0-9]{4}$/i.test(stream.codec_tag_string ?? '') ? stream.codec_tag_string! : null,
  };
}

function audioFacts(stream: ProbedStream): AudioFacts {
  return {
    index: stream.index ?? 0,
    codec: stream.codec_name ?? 'unknown',
    profile: known(stream.profile),
    channels: stream.channels ?? 0,
    channelLayout: known(stream.channel_layout),
    sampleRate: positiveNumber(stream.sample_rate),
    language: tag(stream, 'language'),
    title: tag(stream, 'title'),
    disposition: dispositionOf(stream),
  };
}

/**
 * ffprobe names the field that is first in time: "tt" and "bt" show the top field first ("bt" codes the
 * bottom one first, which a deinterlacer does not care about), "bb" and "tb" the bottom one.
 */
function fieldOrderOf(value: string | undefined): FieldOrder {
  switch (value) {
    case 'progressive':
      return 'progressive';
    case 'tt':
    case 'bt':
      return 'tff';
    case 'bb':
    case 'tb':
      return 'bff';
    default:
      return 'unknown';
  }
}

/** Chroma subsampling and bit depth from the pixel format's name (yuv420p10le, yuvj422p, nv12, p010le). */
function pixelFormatFacts(
  pixelFormat: string | undefined,
  rawBits: string | undefined,
): { chroma: Chroma | null; bitDepth: number | null } {
  const fallbackDepth = positiveNumber(rawBits);
  if (!pixelFormat || pixelFormat === 'unknown') return { chroma: null, bitDepth: fallbackDepth };
  const planar = /^yuva?j?(4\d\d)p(\d+)?(?:le|be)?$/.exec(pixelFormat);
  if (planar) {
    const chroma =
      planar[1] === '420' ? '4:2:0' : planar[1] === '422' ? '4:2:2' : planar[1] === '444' ? '4:4:4' : 'other';
    return { chroma, bitDepth: planar[2] ? Number(planar[2]) : 8 };
  }
  // the semi-planar formats hardware decoders and capture cards give
  if (pixelFormat === 'nv12' || pixelFormat === 'nv21') return { chroma: '4:2:0', bitDepth: 8 };
  if (pixelFormat === 'nv16') return { chroma: '4:2:2', bitDepth: 8 };
  const semi = /^p0(10|12|16)(?:le|be)$/.exec(pixelFormat);
  if (semi) return { chroma: '4:2:0', bitDepth: Number(semi[1]) };
  return { chroma: 'other', bitDepth: fallbackDepth };
}

function dispositionOf(stream: ProbedStream): StreamDisposition {
  const flag = (name: string) => (stream.disposition?.[name] ?? 0) === 1;
  return {
    default: flag('default'),
    describesVideo: flag('visual_impaired') || flag('descriptions'),
    forced: flag('forced'),
    hearingImpaired: flag('hearing_impaired') || flag('captions'),
  };
}

/** A tag whatever its case: MP4 writes `language`, some Matroska muxers `LANGUAGE`. */
function tag(stream: ProbedStream, name: string): string | null {
  for (const [key, value] of Object.entries(stream.tags ?? {})) {
    if (key.toLowerCase() === name && value.trim() !== '') return value.trim();
  }
  return null;
}

const known = (value: string | undefined) => (value && value !== 'unknown' ? value : null);

function positiveNumber(value: string | number | undefined): number | null {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : null;
}

/** "25/1", "30000/1001" as frames a second; "0/0" (not said) as null. */
function rate(value: string | undefined): number | null {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? num / den : null;
}

function ratio(value: string | undefined): Ratio | null {
  const [num, den] = (value ?? '').split(':').map(Number);
  return num && den ? reduced(num, den) : null;
}

function reduced(num: number, den: number): Ratio | null {
  if (!(num > 0 && den > 0)) return null;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
}

const run = promisify(execFile);

/** Long enough for a live source's first segments to arrive; ffprobe that hangs longer is stuck. */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * Runs ffprobe on a file or a source and reads its facts. `input` is a path or URL, or a source's whole
 * input arguments ending in `-i URL` (the recorder's protocol whitelist, referrer and time-outs).
 */
export async function probeMedia(
  ffprobe: string,
  input: string | readonly string[],
  signal?: AbortSignal,
): Promise<MediaFacts> {
  const inputArguments = typeof input === 'string' ? ['-i', input] : [...input];
  try {
    const { stdout } = await run(
      ffprobe,
      ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', ...inputArguments],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, ...(signal ? { signal } : {}) },
    );
    return mediaFactsOf(JSON.parse(stdout));
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new MediaProbeError(
      `ffprobe could not read ${typeof input === 'string' ? input : 'the source'}: ${stderr || (error as Error).message}`,
      { cause: error },
    );
  }
}
