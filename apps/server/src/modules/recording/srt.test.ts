import { afterAll, beforeAll, expect, test } from 'vitest';
import { SrtBroadcaster } from './demo-broadcaster.js';
import {
  ffmpeg,
  ffprobe,
  freeUdpPort,
  playableCopy,
  recordedFromSource,
  run,
  tempDir,
} from '../../testing/recording-kit.js';

/**
 * A source that is not HTTP: SRT (this ffmpeg has it), an encoder pushing to the recorder, recorded as it
 * comes, with SRT the one protocol the recorder's ffmpeg may open.
 */
const recordingsDir = tempDir('recordings');
let stand: Awaited<ReturnType<typeof recordedFromSource>>;

beforeAll(async () => {
  const broadcaster = new SrtBroadcaster({ ffmpeg, dir: tempDir('srt'), port: await freeUdpPort() });
  stand = await recordedFromSource(broadcaster, recordingsDir);
}, 120_000);

afterAll(() => stand.stop());

test('an SRT feed pushed to the recorder is recorded without re-encoding into decodable 4 s segments', async () => {
  const { rows, state } = await stand.recorded('two recorded segments', (found) => found.length >= 2, 60_000);
  expect(state).toMatchObject({ mode: 'copy', status: 'recording' });
  expect(rows[0]).toMatchObject({ rendition: 'source', sequence: 0, discontinuity: true });
  const { stdout } = await run(ffprobe, [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=codec_name,nb_read_frames', '-of', 'csv=p=0'],
    playableCopy(recordingsDir, rows[1]!),
  ]);
  expect(stdout.trim()).toBe('h264,100');
}, 90_000);
