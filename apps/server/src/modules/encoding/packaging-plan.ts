import { LADDER } from './ladder.js';
import type { AudioFacts, MediaFacts, SubtitleFacts, VideoFacts } from './media-facts.js';

/**
 * The packager's decision, per stream, from what ffprobe found (media-facts.ts): copy what every target
 * player decodes, transcode only what must be, and say why for each, in a sentence an operator can read.
 * Pure: it runs nothing. Files (on-demand) and live sources (the recorder) are decided alike; they
 * differ where the purpose says (the loudness pass, the ladder beside a copy).
 */

export type PackagingPurpose = 'on-demand' | 'live';

export interface VideoRendition {
  /** 'source' for a copied H.264 picture, 'source-hvc1' for copied HEVC, else the rung's name ('720p'). */
  name: string;
  action: 'copy' | 'transcode';
  codec: 'h264' | 'hevc';
  /** The sample entry the init segment is written with: hvc1 is the one Apple's and Chromium's players take. */
  tag: 'avc1' | 'hvc1';
  width: number;
  height: number;
  /** A transcoded rung's bit rate; null for a copy, whose rate is measured from its segments. */
  videoKbps: number | null;
  /** A transcoded rung's H.264 level, the lowest its size and frame rate fit. */
  level: string | null;
  /** A transcoded rung's ffmpeg video filter: deinterlace, scale keeping the display aspect, box to 16:9. */
  filter: string | null;
  /** RFC 6381, as the init segment carries it: the video alone, and the variant's HLS CODECS with audio. */
  videoCodecs: string;
  codecs: string;
  reason: string;
}

export interface VideoPlan {
  sourceIndex: number | null;
  /** The display aspect kept, "4:3", and how the 16:9 rungs hold it. */
  displayAspect: string | null;
  boxing: 'none' | 'pillar-box' | 'letter-box';
  deinterlace: string | null;
  renditions: VideoRendition[];
  reason: string;
}

export interface AudioTrackPlan {
  sourceIndex: number;
  /** The source's tag (ISO 639-2, 'ara'), 'und' when it has none; hlsLanguage is the RFC 5646 tag HLS wants. */
  language: string;
  hlsLanguage: string;
  role: 'main' | 'description';
  title: string | null;
  /** The one track a player starts with: the source's default main track, else its first main track. */
  default: boolean;
  action: 'copy' | 'transcode';
  /** A transcoded track's ffmpeg audio filter (the loudness pass), null when there is none. */
  filter: string | null;
  channels: number;
  sampleRate: number | null;
  codecs: string;
  reason: string;
}

export interface SubtitleTrackPlan {
  sourceIndex: number;
  language: string;
  hlsLanguage: string;
  title: string | null;
  forced: boolean;
  format: 'webvtt';
  reason: string;
}

export interface DroppedStream {
  sourceIndex: number;
  type: 'video' | 'subtitle';
  codec: string;
  reason: string;
}

export interface PackagingPlan {
  purpose: PackagingPurpose;
  /** Why nothing playable can be made (no video), or null: the operator's report of a bad input. */
  refusal: string | null;
  video: VideoPlan;
  audio: AudioTrackPlan[];
  subtitles: SubtitleTrackPlan[];
  dropped: DroppedStream[];
}

interface Rung {
  name: string;
  width: number;
  height: number;
  videoKbps: number;
}

/**
 * 1080p and 720p for sources that have them, beside the product's rungs (ladder.ts). They live here, not in
 * RENDITIONS: that is keyed by contracts' MEDIA_RENDITIONS, which the playback routes validate and the
 * demo clips' version digest covers, so adding them there would change routes and remake every demo clip.
 * Bit rates from Apple's HLS authoring guide's ladder, at its lower end for 25/30 frames a second.
 */
const UPPER_RUNGS: Rung[] = [
  { name: '1080p', width: 1920, height: 1080, videoKbps: 5000 },
  { name: '720p', width: 1280, height: 720, videoKbps: 3000 },
];

/** Highest first, as the master playlist lists them. */
const RUNGS: Rung[] = [
  ...UPPER_RUNGS,
  ...LADDER.map(({ name, width, height, videoKbps }) => ({ name, width, height, videoKbps })),
];

const FRAME_ASPECT = 16 / 9;
/** Within this, an aspect is 16:9 (1920×1088 and 1.77 rounding), and a rung's picture no larger than the source's. */
const TOLERANCE = 0.01;

/** AAC-LC as every transcoded track is made: stereo, 48 kHz, the rate the segments' video clocks suit. */
const AUDIO_OUT = { channels: 2, sampleRate: 48_000, kbps: 128, codecs: 'mp4a.40.2' };
/** EBU R128: -23 LUFS, true peak under -1 dBTP; a wide loudness range so a film keeps its quiet and loud. */
const LOUDNESS_FILTER = 'loudnorm=I=-23:TP=-1:LRA=18';

const COPYABLE_H264_PROFILES: ReadonlySet<string> = new Set(['Constrained Baseline', 'Main', 'High']);
const COPYABLE_HEVC_PROFILES: ReadonlySet<string> = new Set(['Main', 'Main 10']);
const AAC_CODECS: Record<string, string> = {
  LC: 'mp4a.40.2',
  'HE-AAC': 'mp4a.40.5',
  'HE-AACv2': 'mp4a.40.29',
};

const CODEC_NAMES: Record<string, string> = {
  h264: 'H.264',
  hevc: 'HEVC',
  mpeg2video: 'MPEG-2',
  mpeg4: 'MPEG-4 Part 2',
  vp9: 'VP9',
  av1: 'AV1',
  aac: 'AAC',
  ac3: 'AC-3',
  eac3: 'E-AC-3',
  mp2: 'MP2',
  mp3: 'MP3',
  opus: 'Opus',
  subrip: 'SubRip',
  mov_text: 'MP4 timed text',
  ass: 'ASS',
  dvb_subtitle: 'DVB',
  hdmv_pgs_subtitle: 'Blu-ray PGS',
  dvd_subtitle: 'DVD',
};
const codecName = (codec: string) =>
  CODEC_NAMES[codec] ?? (codec.startsWith('pcm_') ? 'PCM' : codec.toUpperCase());

export function packagingPlan(facts: MediaFacts, purpose: PackagingPurpose): PackagingPlan {
  const audio = audioPlan(facts.audio, purpose);
  const audioCodecs = [...new Set(audio.map((track) => track.codecs))];
  const [main, ...others] = facts.video;
  const dropped: DroppedStream[] = others.map((stream) => ({
    sourceIndex: stream.index,
    type: 'video',
    codec: stream.codec,
    reason: `A second ${codecName(stream.codec)} video stream is not packaged: players show one picture, the first.`,
  }));
  const subtitles: SubtitleTrackPlan[] = [];
  for (const stream of facts.subtitles) {
    const kept = subtitlePlan(stream);
    if ('format' in kept) subtitles.push(kept);
    else dropped.push(kept);
  }
  const video = main
    ? videoPlan(main, purpose, audioCodecs)
    : {
        sourceIndex: null,
        displayAspect: null,
        boxing: 'none' as const,
        deinterlace: null,
        renditions: [],
        reason: 'The source has no video stream, so there is no picture to package.',
      };
  return { purpose, refusal: main ? null : video.reason, video, audio, subtitles, dropped };
}

/** Every decision's reason, in the order the plan makes them: what the operator is shown. */
export function planReasons(plan: PackagingPlan): string[] {
  return [
    plan.video.reason,
    ...plan.video.renditions.map((rendition) => `${rendition.name}: ${rendition.reason}`),
    ...plan.audio.map((track) => `Audio ${track.sourceIndex} (${track.language}): ${track.reason}`),
    ...plan.subtitles.map((track) => `Subtitles ${track.sourceIndex} (${track.language}): ${track.reason}`),
    ...plan.dropped.map((stream) => `Dropped ${stream.type} ${stream.sourceIndex}: ${stream.reason}`),
  ];
}

type VideoVerdict =
  | { kind: 'copy-h264'; why: string }
  | { kind: 'copy-hevc'; why: string }
  | { kind: 'transcode'; why: string };

const interlaced = (video: VideoFacts) => video.fieldOrder === 'tff' || video.fieldOrder === 'bff';

function describe(video: VideoFacts): string {
  const depth = video.bitDepth ? `${video.bitDepth}-bit ` : '';
  const chroma = video.chroma && video.chroma !== 'other' ? `${video.chroma} ` : (video.pixelFormat ?? '');
  const scan =
    video.fieldOrder === 'progressive'
      ? 'progressive'
      : video.fieldOrder === 'unknown'
        ? 'scan not known'
        : `interlaced (${video.fieldOrder === 'tff' ? 'top' : 'bottom'} field first)`;
  const profile = video.profile ? ` ${video.profile}` : '';
  return `${codecName(video.codec)}${profile}, ${depth}${chroma}${chroma ? ', ' : ''}${scan}, ${video.width}×${video.height}`
    .replace(/ ,/g, ',')
    .replace(/\s+/g, ' ');
}

/** Whether every target player (Chromium, Safari, Firefox, Android, TVs) decodes the picture as it is. */
function videoVerdict(video: VideoFacts): VideoVerdict {
  const plain420 = video.chroma === '4:2:0';
  if (video.codec === 'h264') {
    if (!COPYABLE_H264_PROFILES.has(video.profile ?? ''))
      return {
        kind: 'transcode',
        why: `${video.profile ?? 'an unknown'} profile is not one every player decodes (Constrained Baseline, Main and High 8-bit 4:2:0 are)`,
      };
    if (!plain420 || video.bitDepth !== 8)
      return {
        kind: 'transcode',
        why: `browsers decode only 8-bit 4:2:0 H.264; this is ${video.bitDepth ?? '?'}-bit ${video.chroma ?? 'of unknown chroma'}`,
      };
    if (interlaced(video))
      return { kind: 'transcode', why: 'players show interlaced pictures as they are, combed' };
    return { kind: 'copy-h264', why: 'every target player decodes it' };
  }
  if (video.codec === 'hevc') {
    if (
      COPYABLE_HEVC_PROFILES.has(video.profile ?? '') &&
      plain420 &&
      (video.bitDepth === 8 || video.bitDepth === 10) &&
      !interlaced(video)
    )
      return {
        kind: 'copy-hevc',
        why: 'Safari and hardware-decoding browsers play it, the rest need H.264',
      };
    return {
      kind: 'transcode',
      why: 'only progressive 8- or 10-bit 4:2:0 HEVC (Main, Main 10) is played anywhere',
    };
  }
  if (video.codec === 'vp9' || video.codec === 'av1')
    return {
      kind: 'transcode',
      why: `${codecName(video.codec)} in HLS is not packaged yet (Safari plays it only lately)`,
    };
  return { kind: 'transcode', why: `browsers' players do not decode ${codecName(video.codec)}` };
}

function videoPlan(video: VideoFacts, purpose: PackagingPurpose, audioCodecs: string[]): VideoPlan {
  const verdict = videoVerdict(video);
  const aspect = video.displayAspect.num / video.displayAspect.den;
  const boxing =
    Math.abs(aspect - FRAME_ASPECT) <= FRAME_ASPECT * TOLERANCE
      ? 'none'
      : aspect < FRAME_ASPECT
        ? 'pillar-box'
        : 'letter-box';
  // bwdif: motion-adaptive, better than yadif on moving edges and as fast; one frame per frame keeps the
  // rungs at the source's frame rate (and bit rate). A scan not known is deinterlaced only where a frame
  // says it is interlaced, at no cost on progressive frames.
  const deinterlace = interlaced(video)
    ? `bwdif=mode=send_frame:parity=${video.fieldOrder}:deint=all`
    : video.fieldOrder === 'unknown'
      ? 'bwdif=mode=send_frame:parity=auto:deint=interlaced'
      : null;
  const sourcePicture = describe(video);
  const withAudio = (videoCodecs: string) => [videoCodecs, ...audioCodecs].join(',');

  const renditions: VideoRendition[] = [];
  if (verdict.kind === 'copy-h264' || verdict.kind === 'copy-hevc') {
    const hevc = verdict.kind === 'copy-hevc';
    const videoCodecs = hevc ? hevcCodecs(video) : h264Codecs(video);
    const retag = hevc && video.codecTag !== 'hvc1';
    renditions.push({
      name: hevc ? 'source-hvc1' : 'source',
      action: 'copy',
      codec: hevc ? 'hevc' : 'h264',
      tag: hevc ? 'hvc1' : 'avc1',
      width: video.width,
      height: video.height,
      videoKbps: null,
      level: null,
      filter: null,
      videoCodecs,
      codecs: withAudio(videoCodecs),
      reason:
        `Copied as it comes: ${verdict.why}` +
        (retag
          ? `; written as hvc1 (the source says ${video.codecTag ?? 'nothing'}), the tag players take`
          : '') +
        (hevc ? ', beside an H.264 ladder for players without HEVC.' : '.'),
    });
  }

  // beside a copied H.264 picture, only the rungs below it; live keeps the copy alone (an encoder per
  // channel all day for lower rungs is the cost the recorder's copy mode exists to avoid)
  const rungs =
    verdict.kind === 'copy-h264'
      ? purpose === 'live'
        ? []
        : RUNGS.filter((rung) => pictureOf(rung, aspect).height < video.height * (1 - TOLERANCE))
      : laddersUpTo(video, aspect);
  for (const rung of rungs) {
    const picture = pictureOf(rung, aspect);
    const frameRate = video.frameRate ?? 25;
    const level = h264Level(rung, frameRate);
    const videoCodecs = `avc1.6400${level.hex}`;
    const filter = [
      ...(deinterlace ? [deinterlace] : []),
      `scale=${picture.width}:${picture.height}`,
      ...(boxing === 'none' ? [] : [`pad=${rung.width}:${rung.height}:(ow-iw)/2:(oh-ih)/2:black`]),
      'setsar=1',
      'format=yuv420p',
    ].join(',');
    renditions.push({
      name: rung.name,
      action: 'transcode',
      codec: 'h264',
      tag: 'avc1',
      width: rung.width,
      height: rung.height,
      videoKbps: rung.videoKbps,
      level: level.name,
      filter,
      videoCodecs,
      codecs: withAudio(videoCodecs),
      reason: `H.264 High ${level.name}, ${picture.width}×${picture.height}${boxing === 'none' ? '' : ` ${boxing}ed to ${rung.width}×${rung.height}`}.`,
    });
  }

  const shape = `${video.displayAspect.num}:${video.displayAspect.den}`;
  const aspectSentence =
    boxing === 'none'
      ? ''
      : ` Its display aspect ${shape} is kept: each rung scales it to the rung's height with the width that aspect needs and ${boxing === 'pillar-box' ? 'pillar-boxes it (bars at the sides)' : 'letter-boxes it (bars above and below)'} to 16:9, never stretched.`;
  const deinterlaceSentence = interlaced(video)
    ? ' It is deinterlaced (bwdif, one frame per frame) before scaling.'
    : video.fieldOrder === 'unknown' && verdict.kind === 'transcode'
      ? ' Its scan is not known, so frames that say they are interlaced are deinterlaced (bwdif).'
      : '';
  const ladderSentence =
    rungs.length === 0
      ? ''
      : rungs.some((rung) => pictureOf(rung, aspect).height > video.height * (1 + TOLERANCE))
        ? ` Ladder: ${rungs.map((rung) => rung.name).join(', ')}, the lowest rung, enlarged from the smaller source so that every player has an H.264 picture.`
        : ` Ladder: ${rungs.map((rung) => rung.name).join(', ')}, none larger than the source's picture.`;
  const decision =
    verdict.kind === 'copy-h264'
      ? `The picture (${sourcePicture}) is copied: ${verdict.why}.${purpose === 'live' ? ' Live keeps the copy alone, without a ladder, as the recorder does.' : ''}`
      : verdict.kind === 'copy-hevc'
        ? `The picture (${sourcePicture}) is copied as an extra HEVC rendition tagged hvc1: ${verdict.why}, so it always comes with an H.264 ladder.`
        : `The picture (${sourcePicture}) is transcoded to H.264: ${verdict.why}.`;
  return {
    sourceIndex: video.index,
    displayAspect: shape,
    boxing,
    deinterlace: verdict.kind === 'copy-h264' ? null : deinterlace,
    renditions,
    reason:
      decision + deinterlaceSentence + (verdict.kind === 'copy-h264' ? '' : aspectSentence) + ladderSentence,
  };
}

/**
 * The rungs whose picture is no larger than the source's, so nothing is enlarged; a source smaller than
 * the lowest rung still gets that rung, so there is an H.264 picture for every player.
 */
function laddersUpTo(video: VideoFacts, aspect: number): Rung[] {
  const fitting = RUNGS.filter((rung) => pictureOf(rung, aspect).height <= video.height * (1 + TOLERANCE));
  return fitting.length > 0 ? fitting : RUNGS.slice(-1);
}

/** The picture inside a 16:9 rung: the rung's height at the source's display aspect, or its width when wider. */
function pictureOf(rung: Rung, aspect: number): { width: number; height: number } {
  if (Math.abs(aspect - FRAME_ASPECT) <= FRAME_ASPECT * TOLERANCE)
    return { width: rung.width, height: rung.height };
  if (aspect < FRAME_ASPECT) return { width: even(rung.height * aspect), height: rung.height };
  return { width: rung.width, height: even(rung.width / aspect) };
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** H.264's levels (Annex A): frame size and macroblocks a second a level allows. */
const H264_LEVELS = [
  { name: '3.0', hex: '1e', frameMbs: 1620, mbsPerSecond: 40_500 },
  { name: '3.1', hex: '1f', frameMbs: 3600, mbsPerSecond: 108_000 },
  { name: '3.2', hex: '20', frameMbs: 5120, mbsPerSecond: 216_000 },
  { name: '4.0', hex: '28', frameMbs: 8192, mbsPerSecond: 245_760 },
  { name: '4.2', hex: '2a', frameMbs: 8704, mbsPerSecond: 522_240 },
] as const;

/** The lowest level a rung fits at the frame rate: 3.0 for 360p at 25, 3.1 for 360p at 50 (as ladder.ts at 25). */
function h264Level(rung: Rung, frameRate: number) {
  const frameMbs = Math.ceil(rung.width / 16) * Math.ceil(rung.height / 16);
  return (
    H264_LEVELS.find((level) => frameMbs <= level.frameMbs && frameMbs * frameRate <= level.mbsPerSecond) ??
    H264_LEVELS[4]
  );
}

const H264_PROFILE_CODES: Record<string, string> = {
  'Constrained Baseline': '42e0',
  Main: '4d00',
  High: '6400',
};

/** avc1.PPCCLL: profile, constraint flags, level (ffprobe gives it × 10: 31 is 3.1, 0x1f). */
function h264Codecs(video: VideoFacts): string {
  const level = (video.level ?? 31).toString(16).padStart(2, '0');
  return `avc1.${H264_PROFILE_CODES[video.profile ?? ''] ?? '6400'}${level}`;
}

/**
 * hvc1.P.C.TL.B0: profile (1 Main, 2 Main 10), its compatibility flags as Apple's authoring guide writes
 * them, main tier and the level as ffprobe gives it (× 30: 93 is 3.1), the progressive-source constraint.
 */
function hevcCodecs(video: VideoFacts): string {
  const profile = video.profile === 'Main 10' ? '2.4' : '1.6';
  return `hvc1.${profile}.L${video.level ?? 93}.B0`;
}

function audioPlan(streams: AudioFacts[], purpose: PackagingPurpose): AudioTrackPlan[] {
  const role = (stream: AudioFacts) => (stream.disposition.describesVideo ? 'description' : 'main');
  const mains = streams.filter((stream) => role(stream) === 'main');
  const defaultIndex = (mains.find((stream) => stream.disposition.default) ?? mains[0] ?? streams[0])?.index;
  return streams.map((stream) => {
    const language = stream.language ?? 'und';
    const aac = stream.codec === 'aac' ? AAC_CODECS[stream.profile ?? 'LC'] : undefined;
    const source = `${codecName(stream.codec)}${stream.profile && stream.codec === 'aac' ? ` ${stream.profile}` : ''}, ${stream.channelLayout ?? `${stream.channels} channels`}`;
    const common = {
      sourceIndex: stream.index,
      language,
      hlsLanguage: hlsLanguage(language),
      role: role(stream),
      title: stream.title,
      default: stream.index === defaultIndex,
    } as const;
    if (aac && purpose === 'live')
      return {
        ...common,
        action: 'copy',
        filter: null,
        channels: stream.channels,
        sampleRate: stream.sampleRate,
        codecs: aac,
        reason: `Copied as it comes (${source}): every player decodes AAC.`,
      };
    const downmix =
      stream.channels > 2
        ? ` ${stream.channelLayout ?? `${stream.channels}-channel`} is downmixed to stereo.`
        : '';
    const why = aac
      ? `re-encoded only to normalise its loudness: on-demand audio is brought to EBU R128 (${LOUDNESS_FILTER}), so every title plays as loud as the next.`
      : `${codecName(stream.codec)} is not decoded by every player; transcoded to AAC-LC, stereo, 48 kHz.` +
        downmix +
        (purpose === 'on-demand'
          ? ` Its loudness is normalised to EBU R128 (${LOUDNESS_FILTER}).`
          : " Live has no loudness pass: a running programme has no whole to measure, and its loudness is the broadcaster's.");
    return {
      ...common,
      action: 'transcode',
      filter: purpose === 'on-demand' ? LOUDNESS_FILTER : null,
      channels: AUDIO_OUT.channels,
      sampleRate: AUDIO_OUT.sampleRate,
      codecs: AUDIO_OUT.codecs,
      reason: `${source}: ${why}${aac && downmix ? downmix : ''}`,
    };
  });
}

function subtitlePlan(stream: SubtitleFacts): SubtitleTrackPlan | DroppedStream {
  const language = stream.language ?? 'und';
  if (stream.kind === 'text')
    return {
      sourceIndex: stream.index,
      language,
      hlsLanguage: hlsLanguage(language),
      title: stream.title,
      forced: stream.disposition.forced,
      format: 'webvtt',
      reason:
        stream.codec === 'webvtt'
          ? 'WebVTT text, kept as a subtitle rendition.'
          : `${codecName(stream.codec)} text, converted to WebVTT, the subtitle format HLS carries${stream.codec === 'ass' ? ' (its styling is lost)' : ''}.`,
    };
  return {
    sourceIndex: stream.index,
    type: 'subtitle',
    codec: stream.codec,
    reason:
      stream.kind === 'bitmap'
        ? `${codecName(stream.codec)} subtitles are pictures of text: WebVTT needs the text, which only OCR could read from them.`
        : `${stream.codec} subtitles cannot be turned into WebVTT.`,
  };
}

/** ISO 639-2 codes with a two-letter RFC 5646 tag, which HLS's LANGUAGE should use; others stay as they are. */
const TWO_LETTER: Record<string, string> = {
  ara: 'ar',
  eng: 'en',
  fra: 'fr',
  fre: 'fr',
  deu: 'de',
  ger: 'de',
  spa: 'es',
  tur: 'tr',
  urd: 'ur',
  hin: 'hi',
  fas: 'fa',
  per: 'fa',
  heb: 'he',
  rus: 'ru',
  zho: 'zh',
  chi: 'zh',
  por: 'pt',
  ita: 'it',
  jpn: 'ja',
  kor: 'ko',
  ind: 'id',
  msa: 'ms',
  may: 'ms',
};
const hlsLanguage = (language: string) => TWO_LETTER[language.toLowerCase()] ?? language.toLowerCase();
