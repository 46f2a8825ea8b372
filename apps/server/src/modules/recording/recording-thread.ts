import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { pino } from 'pino';
import { clockStartingAt } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { dbOverPort } from '../../platform/db-over-port.js';
import { startRecording } from './jobs.js';

/** What the API process hands its recorder thread (recording-in-thread.ts). */
export interface RecordingThreadData {
  config: Config;
  /** The product clock's lead on the real one, so both threads read the same product time. */
  clockLeadMs: number;
  /** Where the thread's queries go: the main thread's database. */
  db: MessagePort;
  /** The demo broadcaster's URL when this process runs it (jobs.ts's startRecording). */
  ownSources: string[];
}

/**
 * The recorder on a worker thread of the API process (a build entry of its own): the supervisor, its
 * timers, ffmpeg's processes and the reading of their playlists and segments run here, off the loop that
 * answers requests; only the queries cross to the main thread, which holds the database.
 */
const { config, clockLeadMs, db: port, ownSources } = workerData as RecordingThreadData;
const control = parentPort!;
const log = pino({ name: 'sahra-recorder', level: config.LOG_LEVEL });
const clock = clockStartingAt(new Date(Date.now() + clockLeadMs));
const recording = startRecording(config, dbOverPort(port), clock, log, ownSources);
control.postMessage({ started: recording.instanceId });
control.once('message', () => {
  // the last segments written and the leases handed back; the closed ports then let the thread end
  void recording.stop().then(() => {
    port.close();
    control.close();
  });
});
