/**
 * Recording in copy mode (or, with `--codec mpeg2video`, into the ladder): how much CPU each recorded channel costs, and so how many channels one
 * 2-core machine records. One local broadcaster (its encoding measured apart, since a real source
 * encodes elsewhere) feeds N channels; the recorder (RecordingSupervisor, ffmpeg per channel, rows in
 * PGlite) runs for a short window at each N, and the CPU of its ffmpeg processes and of this process
 * (playlist reads, rows) is read from /proc. Prints figures; asserts nothing.
 *
 *   npm run bench:recording -w @sahra/bench -- --channels 1,5,10 --seconds 20
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuOfProcesses } from './lib/cpu-time.js';
import { ffmpegPath } from '../apps/server/src/modules/encoding/ffmpeg.js';
import { DemoBroadcaster } from '../apps/server/src/modules/recording/demo-broadcaster.js';
import { setChannelSource } from '../apps/server/src/modules/guide/public.js';
import { recordedSegments } from '../apps/server/src/modules/recording/recording-repository.js';
import { ensureSlate } from '../apps/server/src/modules/recording/slate.js';
import { RecordingSupervisor } from '../apps/server/src/modules/recording/supervisor.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openStorage } from '../apps/server/src/platform/db.js';
import { migrate } from '../apps/server/src/platform/migrate.js';

const { values } = parseArgs({
  options: {
    channels: { type: 'string', default: '1,5,10' },
    seconds: { type: 'string', default: '20' },
    // mpeg2video: a source the recorder cannot copy, so each channel is encoded into the 3-rung ladder
    codec: { type: 'string', default: 'libx264' },
  },
});
const steps = values.channels.split(',').map(Number);
const seconds = Number(values.seconds);
const CORES = 2;
const FIRST_CHANNEL = 900_000;
const ffmpeg = ffmpegPath(process.env.FFMPEG_PATH);
const quiet = { info: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The recorder's ffmpeg processes: those working in a run folder (the slate is made before the steps). */
function recorderProcesses(recordingsDir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/cwd`).startsWith(recordingsDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Segments of a channel, each counted once whatever the number of renditions. */
const segmentsOf = (rows: { sequence: number }[]) => new Set(rows.map((row) => row.sequence)).size;

const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-recording-bench-'));
const storage = await openStorage(loadConfig({ DATA_DIR: root, LOG_LEVEL: 'silent' }));
await migrate(storage);
const videoCodec = values.codec === 'mpeg2video' ? 'mpeg2video' : 'libx264';
const broadcaster = new DemoBroadcaster({ ffmpeg, dir: path.join(root, 'broadcaster'), videoCodec });
const source = await broadcaster.start();
const recordingsDir = path.join(root, 'recordings');
// the slate is made once per recordings folder: before the steps, so its encoding is not measured
await ensureSlate({ ffmpeg, recordingsDir });
const mode =
  videoCodec === 'libx264' ? 'copy mode (640×360 H.264 + AAC)' : 'ladder mode (640×360 MPEG-2 + AAC)';
console.log(`recording bench: ${mode}, ${seconds} s per step, one local broadcaster, 2 s segments`);
console.log(
  'channels | ffmpeg CPU (% of a core) | per channel | this process | segments (expected) | channels per 2 cores',
);
try {
  for (const channels of steps) {
    await storage.db.deleteFrom('guide_channel').execute();
    const ids = Array.from({ length: channels }, (_, index) => FIRST_CHANNEL + index);
    for (const id of ids) await setChannelSource(storage.db, id, source, systemClock.now());
    const supervisor = new RecordingSupervisor({
      db: storage.db,
      clock: systemClock,
      ffmpeg,
      recordingsDir,
      // the bench's own broadcaster, read as `npm start` reads its demo broadcaster
      reach: { networks: [], ownSources: [source] },
      log: quiet,
      timing: { tickMs: 500, pollMs: 500 },
    });
    supervisor.start();
    // warm-up: every channel has its first segment, so the window measures recording, not starting
    for (let waited = 0; waited < 30_000; waited += 500) {
      const counts = await Promise.all(
        ids.map(async (id) => (await recordedSegments(storage.db, id)).length),
      );
      if (counts.every((count) => count > 0)) break;
      await sleep(500);
    }
    const pids = recorderProcesses(recordingsDir);
    const countAll = async () =>
      (await Promise.all(ids.map(async (id) => segmentsOf(await recordedSegments(storage.db, id))))).reduce(
        (a, b) => a + b,
        0,
      );
    const [cpuBefore, ownBefore, segmentsBefore, started] = [
      cpuOfProcesses(pids),
      ownCpu(),
      await countAll(),
      performance.now(),
    ];
    await sleep(seconds * 1000);
    const elapsed = performance.now() - started;
    const recordersPercent = ((cpuOfProcesses(pids) - cpuBefore) / elapsed) * 100;
    const ownPercent = ((ownCpu() - ownBefore) / elapsed) * 100;
    const perChannel = (recordersPercent + ownPercent) / channels;
    const segments = (await countAll()) - segmentsBefore;
    console.log(
      `${String(channels).padStart(8)} | ${recordersPercent.toFixed(1).padStart(24)} | ` +
        `${perChannel.toFixed(2).padStart(10)}% | ${ownPercent.toFixed(1).padStart(11)}% | ` +
        `${String(segments).padStart(8)} (${Math.floor((elapsed / 4000) * channels)}) | ` +
        `${Math.floor((CORES * 100) / perChannel)}`,
    );
    await supervisor.stop();
    await storage.db.deleteFrom('recorded_segment').execute();
  }
  const encoderBefore = cpuOfProcesses([broadcaster.pid!]);
  await sleep(5000);
  console.log(
    `the broadcaster's own encoding (not counted above): ${((cpuOfProcesses([broadcaster.pid!]) - encoderBefore) / 50).toFixed(1)}% of a core`,
  );
} finally {
  await broadcaster.stop();
  await storage.close();
  fs.rmSync(root, { recursive: true, force: true });
}
