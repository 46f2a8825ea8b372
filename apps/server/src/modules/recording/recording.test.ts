import fs from 'node:fs';
import path from 'node:path';
import { HOUR_MS, MINUTE_MS } from '@sahra/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Clock } from '../../platform/clock.js';
import { readMediaPlaylist } from '../../testing/playlists.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { DemoBroadcaster } from './demo-broadcaster.js';
import { firstChannelId } from '../content/public.js';
import { setChannelSource } from '../guide/public.js';
import { recordedSegments as segmentRows } from './recording-repository.js';
import { resolveRecordedPath } from './recordings-folder.js';
import { ensureSlate } from './slate.js';
import { RecordingSupervisor } from './supervisor.js';
import {
  quickSupervisor,
  ffmpeg,
  ffprobe,
  frameChecksums,
  playableCopy,
  run,
  tempDir,
  waitFor,
  removeTestFiles,
} from '../../testing/recording-kit.js';

/**
 * The recorder against a local broadcaster over real HTTP, on a real database (PGlite: the recorder is
 * one process here; takeover.test.ts proves the lease across processes on PostgreSQL). The tests run in
 * order on one recording: it flows, survives an outage, resumes after a restart, and ages out.
 */
const OUTAGE_SECONDS = Number(process.env.RECORDING_OUTAGE_SECONDS ?? 30);

let server: TestApp;
let broadcaster: DemoBroadcaster;
let supervisor: RecordingSupervisor;
let channelId: number;
const recordingsDir = tempDir('recordings');
/** The recorder's clock: the real one, moved forward by the retention test. */
let clockOffsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + clockOffsetMs) };

const db = () => server.storage.db;
const recorderOn = () => quickSupervisor(db(), recordingsDir, clock);
const channelStatus = () =>
  db().selectFrom('recording_channel').selectAll().where('channel_id', '=', channelId).executeTakeFirst();
const gaps = () => db().selectFrom('recording_gap').selectAll().where('channel_id', '=', channelId).execute();

beforeAll(async () => {
  server = await createTestApp('pglite');
  channelId = (await firstChannelId(db()))!;
  broadcaster = new DemoBroadcaster({ ffmpeg, dir: tempDir('broadcaster') });
  await setChannelSource(db(), channelId, await broadcaster.start(), clock.now());
  // made before recording starts (as the supervisor does in the background) so the outage has its slate at once
  await ensureSlate({ ffmpeg, recordingsDir });
  supervisor = recorderOn();
  supervisor.start();
}, 180_000);

afterAll(async () => {
  await supervisor.stop();
  await broadcaster.stop();
  await server.close();
  removeTestFiles();
});

test('a live HLS source is recorded as it comes: fMP4 segments of about 4 s, one row each, numbered from 0', async () => {
  const rows = await waitFor(
    'three recorded segments',
    async () => {
      const found = await segmentRows(db(), channelId);
      return found.length >= 3 ? found : undefined;
    },
    60_000,
  );
  expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index));
  expect(rows.map((row) => row.discontinuity)).toEqual(rows.map((_, index) => index === 0));
  for (const row of rows) {
    expect(row.rendition).toBe('source');
    expect(row.slate).toBe(false);
    expect(row.path).toMatch(new RegExp(`^${channelId}/[a-z0-9]+-[0-9a-f]{6}/source/\\d+\\.m4s$`));
    expect(row.duration_ms).toBeGreaterThanOrEqual(3900);
    expect(row.duration_ms).toBeLessThanOrEqual(4100);
  }
  for (let index = 1; index < rows.length; index++) {
    expect(rows[index]!.starts_at.getTime()).toBeGreaterThan(rows[index - 1]!.starts_at.getTime());
  }
  const state = await channelStatus();
  expect(state).toMatchObject({ mode: 'copy', status: 'recording' });
  expect(state?.renditions).toEqual([
    expect.objectContaining({ name: 'source', width: 640, height: 360, codecs: 'avc1.42e01e,mp4a.40.2' }),
  ]);
  expect(state?.renditions[0]?.bandwidth).toBeGreaterThan(100_000);

  const { stdout } = await run(ffprobe, [
    ...['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_name,nb_read_frames'],
    ...['-of', 'json', playableCopy(recordingsDir, rows[1]!)],
  ]);
  const streams = (JSON.parse(stdout) as { streams: { codec_name: string; nb_read_frames: string }[] })
    .streams;
  expect(streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
  expect(Number(streams.find((stream) => stream.codec_name === 'h264')?.nb_read_frames)).toBe(100);
}, 90_000);

test("the recording's pictures are the broadcaster's, bit for bit, and reach a row within seconds", async () => {
  // the moment the broadcaster publishes a new segment, and the checksum of its first picture
  const sourcePlaylist = async () => (await fetch(broadcaster.url)).text();
  const newest = (playlist: string) => readMediaPlaylist(playlist).segments.at(-1)?.uri ?? '';
  const before = newest(await sourcePlaylist());
  const published = await waitFor(
    'a new source segment',
    async () => {
      const segment = newest(await sourcePlaylist());
      return segment !== before ? segment : undefined;
    },
    10_000,
  );
  const publishedAt = Date.now();
  const [picture] = await frameChecksums(new URL(published, broadcaster.url).toString(), 1);
  expect(picture).toMatch(/^[0-9a-f]{32}$/);

  const checked = new Set<number>();
  const recordedAt = await waitFor(
    'the picture in a recorded segment',
    async () => {
      for (const row of await segmentRows(db(), channelId)) {
        if (checked.has(row.sequence)) continue;
        checked.add(row.sequence);
        if ((await frameChecksums(playableCopy(recordingsDir, row))).includes(picture!)) return Date.now();
      }
      return undefined;
    },
    30_000,
  );
  const latencyMs = recordedAt - publishedAt;
  console.log(`source segment published → its picture in a recorded row: ${latencyMs} ms`);
  expect(latencyMs).toBeLessThan(15_000);
}, 60_000);

test(`a ${OUTAGE_SECONDS} s source outage plays the slate behind discontinuities and opens a gap, closed when the source is back; nothing before is lost`, async () => {
  const before = await segmentRows(db(), channelId);
  await broadcaster.goDark();
  const down = await waitFor(
    'the source-down status',
    async () => {
      const state = await channelStatus();
      return state?.status === 'source-down' ? state : undefined;
    },
    20_000,
  );
  expect(down.last_error).toBeTruthy();
  const open = await gaps();
  expect(open.filter((gap) => gap.ends_at === null)).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_SECONDS * 1000));
  broadcaster.comeBack();
  const backAt = Date.now();
  await waitFor(
    'recorded segments after the outage',
    async () => {
      const rows = await segmentRows(db(), channelId);
      const lastSlate = rows.findLastIndex((row) => row.slate);
      return lastSlate >= 0 && rows.length - lastSlate > 2 ? rows : undefined;
    },
    60_000,
  );
  const after = await segmentRows(db(), channelId);
  const firstAfter = after.find((row, index) => index > 0 && after[index - 1]!.slate && !row.slate)!;
  console.log(
    `outage of ${OUTAGE_SECONDS} s: ${after.filter((row) => row.slate).length} slate segments; ` +
      `recording again ${firstAfter.starts_at.getTime() + firstAfter.duration_ms - backAt} ms after the source came back`,
  );

  // nothing recorded before the outage was lost, and the sequence never skips nor repeats
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.map((row) => row.sequence)).toEqual(after.map((_, index) => index));
  const slate = after.filter((row) => row.slate);
  expect(slate.length).toBeGreaterThanOrEqual(Math.floor(OUTAGE_SECONDS / 4));
  const firstSlate = after.indexOf(slate[0]!);
  const firstBack = after.findIndex((row, index) => index > firstSlate && !row.slate);
  expect(after[firstSlate]!.discontinuity).toBe(true);
  expect(after[firstBack]!.discontinuity).toBe(true);
  expect(after.slice(firstBack + 1).every((row) => !row.discontinuity)).toBe(true);
  // the slate loops every 8 segments: a discontinuity where it starts again, none in between
  slate.forEach((row, index) => expect(row.discontinuity).toBe(index % 8 === 0));
  expect(resolveRecordedPath(recordingsDir, slate[0]!.path)).toMatch(/slate\/540p\/0\.m4s$/);
  await run(ffprobe, ['-v', 'error', playableCopy(recordingsDir, slate[0]!)]);
  // the timeline goes on through the outage: no hole of more than a segment between starts
  for (let index = 1; index < after.length; index++) {
    const gap = after[index]!.starts_at.getTime() - after[index - 1]!.starts_at.getTime();
    expect(gap).toBeLessThan(9000);
  }

  const closed = await gaps();
  expect(closed).toHaveLength(1);
  expect(closed[0]!.ends_at!.getTime() - closed[0]!.starts_at.getTime()).toBeGreaterThan(
    OUTAGE_SECONDS * 1000,
  );
  expect((await channelStatus())?.status).toBe('recording');
}, 180_000);

test('a restart resumes recording in a new run, at the next sequence, behind a discontinuity', async () => {
  await supervisor.stop();
  const stopped = await segmentRows(db(), channelId);
  expect((await channelStatus())?.status).toBe('stopped');
  expect(await db().selectFrom('recording_lease').selectAll().execute()).toEqual([]);

  supervisor = recorderOn();
  supervisor.start();
  const resumed = await waitFor(
    'a segment of the new run',
    async () => {
      const rows = await segmentRows(db(), channelId);
      return rows.length > stopped.length ? rows : undefined;
    },
    60_000,
  );
  const first = resumed[stopped.length]!;
  expect(first.sequence).toBe(stopped.at(-1)!.sequence + 1);
  expect(first.discontinuity).toBe(true);
  expect(path.dirname(first.path)).not.toBe(path.dirname(stopped.at(-1)!.path));
  expect((await channelStatus())?.status).toBe('recording');
}, 90_000);

test("what is older than the channel's 8 DVR hours is deleted with its files, by the product clock", async () => {
  const recorded = await segmentRows(db(), channelId);
  const oldest = recorded.filter((row) => !row.slate)[0]!;
  const oldestFile = resolveRecordedPath(recordingsDir, oldest.path)!;
  expect(fs.existsSync(oldestFile)).toBe(true);

  // a minute short of 8 hours after the first segment: everything stays
  clockOffsetMs = oldest.starts_at.getTime() + 8 * HOUR_MS - MINUTE_MS - Date.now();
  await supervisor.retention();
  expect(await segmentRows(db(), channelId)).toHaveLength(recorded.length);

  // 8 hours and a minute after the newest: all of it has aged out, files and first runs' folders too
  clockOffsetMs = recorded.at(-1)!.starts_at.getTime() + 8 * HOUR_MS + MINUTE_MS - Date.now();
  const newer = await waitFor(
    'a segment recorded at the new time',
    async () => {
      const rows = await segmentRows(db(), channelId);
      return rows.find((row) => row.starts_at.getTime() > Date.now() + HOUR_MS);
    },
    30_000,
  );
  await supervisor.retention();
  const kept = await segmentRows(db(), channelId);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.every((row) => row.starts_at.getTime() >= newer.starts_at.getTime())).toBe(true);
  expect(fs.existsSync(oldestFile)).toBe(false);
  expect(fs.existsSync(path.dirname(path.dirname(oldestFile)))).toBe(false);
  expect(await gaps()).toEqual([]);
  // the slate's files are shared by every outage and stay
  expect(fs.existsSync(path.join(recordingsDir, 'slate/540p/init.mp4'))).toBe(true);
  for (const row of kept) expect(fs.existsSync(resolveRecordedPath(recordingsDir, row.path)!)).toBe(true);
}, 60_000);
