import { execFile } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '../platform/db.js';
import { ffmpegPath } from '../modules/encoding/public.js';
import { resolveRecordedPath } from '../modules/recording/recordings-folder.js';
import { ffprobePath } from '../modules/encoding/public.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { parseNetworks, type Networks } from '../platform/url-policy.js';
import { createTestApp } from './test-app.js';
import { firstChannelId } from '../modules/content/public.js';
import { setChannelSource } from '../modules/guide/public.js';
import { channelState, recordedSegments } from '../modules/recording/recording-repository.js';

type RecordedRow = Awaited<ReturnType<typeof recordedSegments>>[number];
import { RecordingSupervisor, type SupervisorTiming } from '../modules/recording/supervisor.js';

/** What the recording tests and the bench share: the ffmpeg under test, quick timings, reading rows and frames. */
export const ffmpeg = ffmpegPath(process.env.FFMPEG_PATH);
export const ffprobe = ffprobePath(process.env.FFMPEG_PATH);
export const run = promisify(execFile);

/** Seconds, not minutes: a stall shows after 5 s and reconnection is tried at once and often. */
export const QUICK_TIMING: Partial<SupervisorTiming> = {
  pollMs: 200,
  tickMs: 500,
  stallMs: 5000,
  backoffFirstMs: 500,
  backoffCapMs: 3000,
  retentionEveryMs: 3_600_000,
};

export const quietLog = { info: () => undefined, warn: () => undefined };

/**
 * Everything a test file writes (broadcasts, recordings, segment copies), removed by its afterAll. The
 * folders are the file's own: files run one after another in one process (vitest.config.ts), so a
 * folder shared by all of them would be gone for the next once the first removed it.
 */
const written: string[] = [];
export function removeTestFiles() {
  for (const dir of written.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sahra-recording-tests-${name}-`));
  written.push(dir);
  return dir;
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** A UDP port nobody on this machine holds now, for a feed a test pushes (SRT, RTP). */
export async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(resolve));
  return port;
}

/** A recorded segment as a player reads it: its init segment followed by its media segment, in one file. */
export function playableCopy(recordingsDir: string, row: { init_path: string; path: string }): string {
  const init = resolveRecordedPath(recordingsDir, row.init_path);
  const media = resolveRecordedPath(recordingsDir, row.path);
  if (!init || !media) throw new Error(`not a recorded path: ${row.path}`);
  const file = path.join(tempDir('segment'), 'segment.mp4');
  fs.writeFileSync(file, Buffer.concat([fs.readFileSync(init), fs.readFileSync(media)]));
  return file;
}

/** The MD5 of every decoded video frame of a file or URL, in order. */
export async function frameChecksums(input: string, frames?: number): Promise<string[]> {
  const limit = frames === undefined ? [] : ['-frames:v', String(frames)];
  const { stdout } = await run(
    ffmpeg,
    ['-v', 'error', '-i', input, '-map', '0:v:0', ...limit, '-f', 'framemd5', '-'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('#') && line.includes(','))
    .map((line) => line.split(',').pop()?.trim() ?? '');
}

/**
 * The tests' broadcasters are on this machine (127.0.0.1, and ::1 for `localhost`), which the URL policy
 * lets a source reach only when SOURCE_NETWORKS lists it.
 */
export const LOOPBACK = parseNetworks(['127.0.0.0/8', '::1']) as Networks;

/** A recorder instance of the tests: the ffmpeg under test, quick timings, no log, loopback sources. */
export function quickSupervisor(
  db: Db,
  recordingsDir: string,
  clock: Clock = systemClock,
  networks: Networks = LOOPBACK,
) {
  return new RecordingSupervisor({
    db,
    clock,
    ffmpeg,
    recordingsDir,
    reach: { networks },
    log: quietLog,
    timing: QUICK_TIMING,
  });
}

/** A live source a test starts for the recorder: its URL, and how to stop it. */
export interface TestSource {
  start(): Promise<string> | string;
  stop(): Promise<void>;
}

/**
 * A test server whose first channel is recorded from `source` by a supervisor on quick timings, as the
 * ladder and SRT tests need it; `stop` ends all of it and removes the test files.
 */
export async function recordedFromSource(source: TestSource, recordingsDir: string) {
  const server = await createTestApp('pglite');
  const db = server.storage.db;
  const channelId = (await firstChannelId(db))!;
  await setChannelSource(db, channelId, await source.start(), systemClock.now());
  const supervisor = quickSupervisor(db, recordingsDir);
  supervisor.start();
  return {
    db,
    channelId,
    /** The channel's rows once `enough` says they are, and its recording_channel row then. */
    async recorded(what: string, enough: (rows: RecordedRow[]) => boolean, timeoutMs: number) {
      const rows = await waitFor(
        what,
        async () => {
          const found = await recordedSegments(db, channelId);
          return enough(found) ? found : undefined;
        },
        timeoutMs,
      );
      const state = await channelState(db, channelId);
      if (!state) throw new Error(`channel ${channelId} has segments but no recording_channel row`);
      return { rows, state };
    },
    async stop() {
      await supervisor.stop();
      await source.stop();
      await server.close();
      removeTestFiles();
    },
  };
}
