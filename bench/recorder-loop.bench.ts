/**
 * What the recorder costs the event loop that answers requests, when it runs inside the API process
 * (the embedded demo, PGlite): N channels recorded from one local broadcaster, the recorder on the main
 * loop (as it ran before ADR 046) and then on its own thread (recording-in-thread.ts), with the main
 * thread's event-loop delay (monitorEventLoopDelay) and its utilisation (the share of time it was busy)
 * over each window. The broadcaster's little HTTP server is on the main loop in every row, the baseline too.
 * Prints figures; asserts nothing.
 *
 *   npm run bench:recorder-loop -w @sahra/bench -- --channels 3 --seconds 30
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ffmpegPath } from '../apps/server/src/modules/encoding/ffmpeg.js';
import { DemoBroadcaster } from '../apps/server/src/modules/recording/demo-broadcaster.js';
import { startRecording } from '../apps/server/src/modules/recording/jobs.js';
import { startRecordingThread } from '../apps/server/src/modules/recording/recording-in-thread.js';
import { setChannelSource } from '../apps/server/src/modules/guide/public.js';
import { recordedSegments } from '../apps/server/src/modules/recording/recording-repository.js';
import { ensureSlate } from '../apps/server/src/modules/recording/slate.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openStorage } from '../apps/server/src/platform/db.js';
import { migrate } from '../apps/server/src/platform/migrate.js';

const { values } = parseArgs({
  options: { channels: { type: 'string', default: '3' }, seconds: { type: 'string', default: '30' } },
});
const channels = Number(values.channels);
const seconds = Number(values.seconds);
const FIRST_CHANNEL = 900_000;
const quiet = { info: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-recorder-loop-bench-'));
// the broadcaster is on this machine, which a recorder reaches only when SOURCE_NETWORKS lists it
const config = loadConfig({ DATA_DIR: root, LOG_LEVEL: 'silent', SOURCE_NETWORKS: '127.0.0.0/8' });
const storage = await openStorage(config);
await migrate(storage);
const ffmpeg = ffmpegPath(config.FFMPEG_PATH);
const broadcaster = new DemoBroadcaster({ ffmpeg, dir: path.join(root, 'broadcaster') });
const source = await broadcaster.start();
await ensureSlate({ ffmpeg, recordingsDir: config.recordingsDir });
const ids = Array.from({ length: channels }, (_, index) => FIRST_CHANNEL + index);
for (const id of ids) await setChannelSource(storage.db, id, source, systemClock.now());

/** The main loop's delay and utilisation over a window, the recorder (if any) warmed up before it. */
async function measure(label: string, start: () => Promise<{ stop(): Promise<void> }> | null) {
  await storage.db.deleteFrom('recorded_segment').execute();
  const recorder = await start();
  // warm-up: every channel has its first segment, so the window measures recording, not starting
  for (let waited = 0; recorder && waited < 30_000; waited += 500) {
    const counts = await Promise.all(ids.map(async (id) => (await recordedSegments(storage.db, id)).length));
    if (counts.every((count) => count > 0)) break;
    await sleep(500);
  }
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const busyBefore = performance.eventLoopUtilization();
  await sleep(seconds * 1000);
  const busy = performance.eventLoopUtilization(busyBefore);
  delay.disable();
  await recorder?.stop();
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(26)} | ${ms(delay.percentile(50))} | ${ms(delay.percentile(99))} | ${ms(delay.max)} | ` +
      `${(busy.utilization * 100).toFixed(2).padStart(6)}%`,
  );
}

console.log(`recorder and the API's event loop: ${channels} channels, ${seconds} s per row, PGlite`);
console.log('recorder                   | delay p50 ms | p99 ms | max ms | main loop busy');
try {
  await measure('none (broadcaster only)', () => null);
  await measure('on the main loop', async () => startRecording(config, storage.db, systemClock, quiet));
  await measure('on its own thread', async () =>
    startRecordingThread(config, storage.db, systemClock, quiet),
  );
} finally {
  await broadcaster.stop();
  await storage.close();
  fs.rmSync(root, { recursive: true, force: true });
}
