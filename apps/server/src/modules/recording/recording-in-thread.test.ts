import { afterAll, beforeAll, expect, test } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ffmpeg, quietLog, removeTestFiles, tempDir, waitFor } from '../../testing/recording-kit.js';
import { DemoBroadcaster } from './demo-broadcaster.js';
import { startRecordingThread } from './recording-in-thread.js';
import { firstChannelId } from '../content/public.js';
import { setChannelSource } from '../guide/public.js';
import { channelState, recordedSegments } from './recording-repository.js';

/**
 * The API process's recorder on its own thread, on PGlite, which only the main thread can reach: every
 * row, lease and state it writes goes through the main thread's database.
 */
let broadcaster: DemoBroadcaster;
let server: TestApp;

beforeAll(async () => {
  broadcaster = new DemoBroadcaster({ ffmpeg, dir: tempDir('broadcaster') });
  server = await createTestApp('pglite');
}, 120_000);

afterAll(async () => {
  await broadcaster.stop();
  await server.close();
  removeTestFiles();
});

test("a recorder thread records its process's own broadcaster into the PGlite of the main thread, and on stop writes its last state and hands its lease back", async () => {
  const db = server.storage.db;
  const channelId = (await firstChannelId(db))!;
  const source = await broadcaster.start();
  await setChannelSource(db, channelId, source, systemClock.now());
  const config = { ...server.config, recordingsDir: tempDir('recordings') };
  // as `npm start` runs its demo broadcaster: the thread reads it as its own, SOURCE_NETWORKS unset
  expect(config.SOURCE_NETWORKS).toEqual([]);
  const recording = startRecordingThread(config, db, systemClock, quietLog, [source]);
  try {
    const rows = await waitFor(
      'two segments recorded by the thread',
      async () => {
        const found = await recordedSegments(db, channelId);
        return found.length >= 2 ? found : undefined;
      },
      60_000,
    );
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index));
    expect(await db.selectFrom('recording_lease').select('channel_id').execute()).toEqual([
      { channel_id: channelId },
    ]);
  } finally {
    await recording.stop();
  }
  expect((await channelState(db, channelId))?.status).toBe('stopped');
  expect(await db.selectFrom('recording_lease').selectAll().execute()).toEqual([]);
}, 120_000);
