import { MEDIA_RENDITIONS, MEDIA_SEGMENT_SECONDS, type MediaRendition } from '@sahra/contracts';

export interface RenditionDesign {
  name: MediaRendition;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
  /** H.264 High profile at the level the size needs, as HLS CODECS names it. */
  level: '3.0' | '3.1';
  codecs: string;
}

export const RENDITIONS: Record<MediaRendition, RenditionDesign> = {
  // Apple's authoring guide's lowest rung: a 4 s segment is under 100 kB, a few tenths of a second
  // at 1.6 Mbit/s, where the 360p one would take two seconds
  '234p': {
    name: '234p',
    width: 416,
    height: 234,
    videoKbps: 145,
    audioKbps: 48,
    level: '3.0',
    codecs: 'avc1.64001e,mp4a.40.2',
  },
  '360p': {
    name: '360p',
    width: 640,
    height: 360,
    videoKbps: 700,
    audioKbps: 64,
    level: '3.0',
    codecs: 'avc1.64001e,mp4a.40.2',
  },
  '540p': {
    name: '540p',
    width: 960,
    height: 540,
    videoKbps: 1600,
    audioKbps: 96,
    level: '3.1',
    codecs: 'avc1.64001f,mp4a.40.2',
  },
};

/** The ladder in playlist order, highest first, so that players start on the better picture when they can. */
export const LADDER = [...MEDIA_RENDITIONS].reverse().map((name) => RENDITIONS[name]);

/**
 * H.264 and AAC at a rung of the ladder, a keyframe exactly every segment: the demo clips (modules/media)
 * and the recorder's ladder mode and slate (modules/recording) are encoded alike.
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
