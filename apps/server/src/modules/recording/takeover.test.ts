import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../testing/test-app.js';
import { DemoBroadcaster } from './demo-broadcaster.js';
import { firstChannelId } from '../content/public.js';
import { setChannelSource } from '../guide/public.js';
import { recordedSegments } from './recording-repository.js';
import { ffmpeg, quickSupervisor, tempDir, waitFor, removeTestFiles } from '../../testing/recording-kit.js';

/**
 * Exactly one instance records a channel (the lease), and another takes it over when the holder dies.
 * In one process on each database; as processes killed with SIGKILL on PostgreSQL, which several
 * processes can share (PGlite is one process's).
 */
let broadcaster: DemoBroadcaster;
let sourceUrl: string;

beforeAll(async () => {
  broadcaster = new DemoBroadcaster({ ffmpeg, dir: tempDir('broadcaster') });
  sourceUrl = await broadcaster.start();
}, 60_000);

afterAll(async () => {
  await broadcaster.stop();
  removeTestFiles();
});

const runOf = (row: { path: string }) => path.dirname(path.dirname(row.path));

/** Every ffmpeg run (a folder of its own) starts behind a discontinuity, and only there. */
function expectDiscontinuityAtEachRun(rows: { path: string; discontinuity: boolean }[]) {
  const starts = rows.map((row, index) => index === 0 || runOf(row) !== runOf(rows[index - 1]!));
  expect(starts.filter(Boolean).length).toBeGreaterThan(1);
  expect(rows.map((row) => row.discontinuity)).toEqual(starts);
}

const leases = (server: TestApp) => server.storage.db.selectFrom('recording_lease').selectAll().execute();

for (const kind of testDatabaseKinds()) {
  describe(`two recorders on one ${kind} database`, () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await createTestApp(kind);
    }, 120_000);
    afterAll(async () => server.close());

    test('exactly one of two instances records the channel; when it stops, the other takes over at once', async () => {
      const db = server.storage.db;
      const channelId = (await firstChannelId(db))!;
      await setChannelSource(db, channelId, sourceUrl, systemClock.now());
      const recordingsDir = tempDir('recordings');
      const instances = [0, 1].map(() => quickSupervisor(db, recordingsDir));
      for (const instance of instances) instance.start();
      try {
        await waitFor(
          'a first segment',
          async () => ((await recordedSegments(db, channelId)).length > 0 ? true : undefined),
          60_000,
        );
        // several renewals later, still one holder, the one the lease names
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const holders = instances.filter((instance) => instance.held().includes(channelId));
        expect(holders).toHaveLength(1);
        expect((await leases(server)).map((lease) => lease.holder)).toEqual([holders[0]!.instanceId]);

        const other = instances.find((instance) => instance !== holders[0])!;
        const stoppedAt = Date.now();
        await holders[0]!.stop();
        await waitFor(
          'the other instance to hold the channel',
          async () => (other.held().includes(channelId) ? true : undefined),
          5000,
        );
        const rows = await waitFor(
          'a segment from the other instance',
          async () => {
            const found = await recordedSegments(db, channelId);
            return new Set(found.map(runOf)).size > 1 ? found : undefined;
          },
          30_000,
        );
        console.log(
          `[${kind}] graceful hand-over: recording again ${Date.now() - stoppedAt} ms after the holder stopped`,
        );
        expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index));
        expectDiscontinuityAtEachRun(rows);
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
        fs.rmSync(recordingsDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
}

const RECORDER_ENTRY = path.resolve(import.meta.dirname, '../../cli/record.ts');

/** `npm run record` as a process of its own, with the instance id it logs when it starts. */
async function recorderProcess(databaseUrl: string, recordingsDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', RECORDER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      RECORDINGS_DIR: recordingsDir,
      LOG_LEVEL: 'info',
      // the broadcaster is on this machine
      SOURCE_NETWORKS: '127.0.0.0/8',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const instance = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { instance?: string };
      if (entry.instance) resolve(entry.instance);
    });
    child.once('exit', (code) => reject(new Error(`the recorder exited (${code}) before it started`)));
  });
  return { child, instance };
}

/** Processes whose working folder is under `folder`: ffmpeg recording there. */
function processesIn(folder: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/cwd`).startsWith(folder);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(testDatabaseKinds().includes('postgres'))('recorder processes on PostgreSQL', () => {
  let server: TestApp;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    server = await createTestApp('postgres');
  }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await server.close();
  });

  test('kill -9 of the recording process: the other takes the channel over within seconds and the sequence goes on', async () => {
    const db = server.storage.db;
    const channelId = (await firstChannelId(db))!;
    await setChannelSource(db, channelId, sourceUrl, systemClock.now());
    const recordingsDir = tempDir('recordings');
    const recorders = await Promise.all(
      [0, 1].map(() => recorderProcess(server.databaseUrl!, recordingsDir)),
    );
    children.push(...recorders.map((recorder) => recorder.child));
    await waitFor(
      'a first segment',
      async () => ((await recordedSegments(db, channelId)).length >= 2 ? true : undefined),
      60_000,
    );
    const [lease] = await leases(server);
    const holder = recorders.find((recorder) => recorder.instance === lease?.holder)!;
    const other = recorders.find((recorder) => recorder !== holder)!;
    const before = await recordedSegments(db, channelId);
    const holderRun = path.join(recordingsDir, path.dirname(path.dirname(before.at(-1)!.path)));
    expect(processesIn(holderRun)).toHaveLength(1);

    const killedAt = Date.now();
    holder.child.kill('SIGKILL');
    await waitFor(
      'the lease to pass to the other process',
      async () => {
        const [now] = await leases(server);
        return now?.holder === other.instance ? true : undefined;
      },
      30_000,
    );
    const tookLeaseMs = Date.now() - killedAt;
    const after = await waitFor(
      'a segment from the other process',
      async () => {
        const rows = await recordedSegments(db, channelId);
        return rows.length > before.length ? rows : undefined;
      },
      30_000,
    );
    const recordingMs = Date.now() - killedAt;
    console.log(
      `kill -9 of the holder: lease taken after ${tookLeaseMs} ms, recording again after ${recordingMs} ms`,
    );
    expect(tookLeaseMs).toBeLessThan(20_000);
    expect(after.slice(0, before.length)).toEqual(before.slice(0, before.length));
    expect(after.map((row) => row.sequence)).toEqual(after.map((_, index) => index));
    expectDiscontinuityAtEachRun(after);
    // the dead holder's ffmpeg did not outlive it (its progress pipe broke)
    await waitFor(
      'the orphaned ffmpeg to end',
      async () => (processesIn(holderRun).length === 0 ? true : undefined),
      10_000,
    );
    fs.rmSync(recordingsDir, { recursive: true, force: true });
  }, 180_000);
});
