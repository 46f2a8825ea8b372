import { afterAll, beforeAll, expect, test } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { ffmpeg, quickSupervisor, removeTestFiles, tempDir, waitFor } from '../../testing/recording-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { firstChannelId } from '../content/public.js';
import { setChannelSource } from '../guide/public.js';
import { DemoBroadcaster } from './demo-broadcaster.js';
import { recordedSegments } from './recording-repository.js';

/**
 * The recorder judges a source's address again each time it is about to read it (issue 32): a name
 * judged when the source was set may lead elsewhere by now. Here the name is `localhost`, set as if it
 * had led to a public address then, and leading to this machine's broadcaster now.
 */
let server: TestApp;
let broadcaster: DemoBroadcaster;
let channelId: number;
const recordingsDir = tempDir('recordings');

const db = () => server.storage.db;
const gaps = () => db().selectFrom('recording_gap').selectAll().where('channel_id', '=', channelId).execute();

beforeAll(async () => {
  server = await createTestApp('pglite');
  channelId = (await firstChannelId(db()))!;
  broadcaster = new DemoBroadcaster({ ffmpeg, dir: tempDir('broadcaster') });
  const source = (await broadcaster.start()).replace('//127.0.0.1:', '//localhost:');
  await setChannelSource(db(), channelId, source, systemClock.now());
}, 120_000);

afterAll(async () => {
  await broadcaster.stop();
  await server.close();
  removeTestFiles();
});

test('a source whose name leads to a refused address now is not read, and is down for the reason the policy gives; listed in SOURCE_NETWORKS, it is recorded', async () => {
  const refusing = quickSupervisor(db(), recordingsDir, systemClock, []);
  refusing.start();
  try {
    const gap = await waitFor('the source reported down', async () => (await gaps())[0], 20_000);
    expect(gap.reason).toMatch(
      /localhost leads to (::1|127\.0\.0\.1) is a loopback address, which SOURCE_NETWORKS does not list/,
    );
    // a few attempts later, still nothing read
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await recordedSegments(db(), channelId)).toEqual([]);
  } finally {
    await refusing.stop();
  }

  const allowing = quickSupervisor(db(), recordingsDir);
  allowing.start();
  try {
    await waitFor(
      'a recorded segment',
      async () => ((await recordedSegments(db(), channelId)).length > 0 ? true : undefined),
      60_000,
    );
    expect((await gaps())[0]?.ends_at).not.toBeNull();
  } finally {
    await allowing.stop();
  }
}, 120_000);
