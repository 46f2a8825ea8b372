import dgram from 'node:dgram';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SrtBroadcaster } from './demo-broadcaster.js';
import { firstChannelId, recordedSegments, setChannelSource } from './recording-repository.js';
import { RecordingSupervisor } from './supervisor.js';
import {
  QUICK_TIMING,
  ffmpeg,
  ffprobe,
  playableCopy,
  quietLog,
  run,
  tempDir,
  waitFor,
  removeTestFiles,
} from './test-kit.js';

/** A source that is not HTTP: SRT (this ffmpeg has it), an encoder pushing to the recorder, recorded as it comes. */
let server: TestApp;
let broadcaster: SrtBroadcaster;
let supervisor: RecordingSupervisor;
const recordingsDir = tempDir('recordings');

async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(resolve));
  return port;
}

beforeAll(async () => {
  server = await createTestApp('pglite');
  broadcaster = new SrtBroadcaster({ ffmpeg, dir: tempDir('srt'), port: await freeUdpPort() });
  const channelId = (await firstChannelId(server.storage.db))!;
  await setChannelSource(server.storage.db, channelId, broadcaster.start(), systemClock.now());
  supervisor = new RecordingSupervisor({
    db: server.storage.db,
    clock: systemClock,
    ffmpeg,
    recordingsDir,
    log: quietLog,
    timing: QUICK_TIMING,
  });
  supervisor.start();
}, 120_000);

afterAll(async () => {
  await supervisor.stop();
  await broadcaster.stop();
  await server.close();
  removeTestFiles();
});

test('an SRT feed pushed to the recorder is recorded without re-encoding into decodable 4 s segments', async () => {
  const channelId = (await firstChannelId(server.storage.db))!;
  const rows = await waitFor(
    'two recorded segments',
    async () => {
      const found = await recordedSegments(server.storage.db, channelId);
      return found.length >= 2 ? found : undefined;
    },
    60_000,
  );
  const state = await server.storage.db
    .selectFrom('recording_channel')
    .selectAll()
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
  expect(state).toMatchObject({ mode: 'copy', status: 'recording' });
  expect(rows[0]).toMatchObject({ rendition: 'source', sequence: 0, discontinuity: true });
  const { stdout } = await run(ffprobe, [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=codec_name,nb_read_frames', '-of', 'csv=p=0'],
    playableCopy(recordingsDir, rows[1]!),
  ]);
  expect(stdout.trim()).toBe('h264,100');
}, 90_000);
