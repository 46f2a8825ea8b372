import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '../platform/db.js';
import type { RecordedRendition } from '../platform/db-schema.js';
import { readMasterPlaylist, readMediaPlaylist } from './playlists.js';

/*
 * Recorded segments for tests, the bench and the journeys, made the way the recorder makes them
 * (modules/recording, migration 017) without running it: real fMP4 HLS from ffmpeg, laid out as
 * `{channelId}/{run}/{rendition}/…` under the recordings folder, and one recorded_segment row per segment.
 */

const run = promisify(execFile);

/** A short source cut into fMP4 segments: the bytes recorded runs are made of. */
export interface SourceSegments {
  dir: string;
  rendition: RecordedRendition;
  /** Segment files in play order and their lengths. */
  segments: { file: string; durationMs: number }[];
}

/**
 * `seconds` of a test picture of `size` and a tone, H.264 + AAC, cut by ffmpeg into fMP4 segments of
 * `segmentSeconds` (a keyframe at each) in `dir`, with `init.mp4`.
 */
export async function makeSourceSegments(
  ffmpeg: string,
  dir: string,
  seconds: number,
  segmentSeconds = 2,
  size = { width: 320, height: 180 },
): Promise<SourceSegments> {
  fs.mkdirSync(dir, { recursive: true });
  await run(ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size.width}x${size.height}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ...['-g', String(segmentSeconds * 25), '-keyint_min', String(segmentSeconds * 25), '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '64k', '-f', 'hls', '-hls_time', String(segmentSeconds)],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(dir, '%d.m4s'), '-master_pl_name', 'master.m3u8'],
    path.join(dir, 'source.m3u8'),
  ]);
  const segments = readMediaPlaylist(fs.readFileSync(path.join(dir, 'source.m3u8'), 'utf8')).segments.map(
    (segment) => ({ file: segment.uri, durationMs: Math.round(segment.duration * 1000) }),
  );
  const [variant] = readMasterPlaylist(fs.readFileSync(path.join(dir, 'master.m3u8'), 'utf8')).variants;
  return {
    dir,
    rendition: {
      name: 'source',
      bandwidth: variant?.bandwidth ?? 400_000,
      ...size,
      ...(variant?.codecs ? { codecs: variant.codecs } : {}),
    },
    segments,
  };
}

/** A hard link where the filesystem allows (runs of a long recording share the source's bytes), else a copy. */
function keep(source: string, target: string) {
  try {
    fs.linkSync(source, target);
  } catch {
    fs.copyFileSync(source, target);
  }
}

/** Marks a channel as recorded, in the source's one rendition, as the recorder does when it starts. */
export async function markRecorded(db: Db, channelId: number, renditions: RecordedRendition[], now: Date) {
  await db
    .insertInto('recording_channel')
    .values({
      channel_id: channelId,
      mode: 'copy',
      renditions: JSON.stringify(renditions),
      status: 'recording',
      status_since: now,
    })
    .onConflict((conflict) =>
      conflict.column('channel_id').doUpdateSet({ renditions: JSON.stringify(renditions) }),
    )
    .execute();
}

export interface RecordedRun {
  channelId: number;
  /** The run's folder name (one recorder run: its own init segment). */
  run: string;
  firstSequence: number;
  /** Arrival of the first segment; each next one arrives when the one before ends. */
  startMs: number;
  count: number;
}

/**
 * One recorder run: `count` segments (the source's, looped when there are more: their timestamps then
 * restart without a discontinuity, so such a run is for listing, not decoding) linked into
 * `{channelId}/{run}/{rendition}/`, and their rows, the first marked as a discontinuity (a new run).
 * Answers the arrival time after the last segment.
 */
export async function seedRecordedRun(
  db: Db,
  recordingsDir: string,
  source: SourceSegments,
  recorded: RecordedRun,
): Promise<number> {
  const { name } = source.rendition;
  const folder = path.posix.join(String(recorded.channelId), recorded.run, name);
  fs.mkdirSync(path.join(recordingsDir, folder), { recursive: true });
  const linked = Math.min(recorded.count, source.segments.length);
  keep(path.join(source.dir, 'init.mp4'), path.join(recordingsDir, folder, 'init.mp4'));
  for (let index = 0; index < linked; index++) {
    keep(
      path.join(source.dir, source.segments[index]!.file),
      path.join(recordingsDir, folder, `${index}.m4s`),
    );
  }
  const rows = [];
  let startMs = recorded.startMs;
  for (let index = 0; index < recorded.count; index++) {
    const segment = source.segments[index % source.segments.length]!;
    rows.push({
      channel_id: recorded.channelId,
      rendition: name,
      sequence: recorded.firstSequence + index,
      starts_at: new Date(startMs),
      duration_ms: segment.durationMs,
      discontinuity: index === 0,
      init_path: `${folder}/init.mp4`,
      path: `${folder}/${index % linked}.m4s`,
    });
    startMs += segment.durationMs;
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto('recorded_segment')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
  return startMs;
}
