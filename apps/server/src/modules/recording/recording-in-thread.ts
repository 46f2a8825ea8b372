import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker, type WorkerOptions } from 'node:worker_threads';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { serveDbOverPort } from '../../platform/db-over-port.js';
import { keptRunning, type Running } from '../../platform/kept-running.js';
import type { Db } from '../../platform/db.js';
import { SERVER_ROOT } from '../../platform/server-root.js';
import type { RecorderLog } from './channel-recorder.js';
import type { RecordingThreadData } from './recording-thread.js';

/**
 * The thread's code: its own file of the build (scripts/build.mjs), or its source under tsx and Vitest.
 * Node 20 does not carry tsx's loader into a worker thread, so a thread run from source registers it first.
 */
function recordingThread(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(path.join(SERVER_ROOT, 'dist/recording-thread.js'), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = pathToFileURL(path.join(SERVER_ROOT, 'src/modules/recording/recording-thread.ts')).href;
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(load, { ...options, eval: true });
}

/**
 * The recorder of the API process, on a worker thread (ADR 046): polling ffmpeg's playlists, measuring
 * segments and supervising the processes would otherwise share the event loop that answers requests.
 * Its queries come back here, where the database is (PGlite cannot be opened by another thread). A
 * thread that ends on its own (a crash) is started again (`keptRunning`); its transactions were rolled
 * back as its port closed, and its channels' leases lapse to whichever recorder looks next.
 */
export function startRecordingThread(
  config: Config,
  db: Db,
  clock: Clock,
  log: RecorderLog,
  ownSources: string[] = [],
) {
  return keptRunning(() => recorderThread(config, db, clock, log, ownSources), log, 'the recorder thread');
}

function recorderThread(
  config: Config,
  db: Db,
  clock: Clock,
  log: RecorderLog,
  ownSources: string[],
): Running {
  const { port1, port2 } = new MessageChannel();
  serveDbOverPort(port1, db);
  const data: RecordingThreadData = {
    config,
    clockLeadMs: clock.now().getTime() - Date.now(),
    db: port2,
    ownSources,
  };
  const thread = recordingThread({ workerData: data, transferList: [port2] });
  const exited = new Promise<number>((resolve) => thread.once('exit', resolve));
  thread.on('error', (error) => log.warn({ err: error }, 'the recorder thread failed'));
  // not awaited: the server listens meanwhile, as loading the thread's code takes a while on a busy machine
  thread.once('message', (message: { started: string }) =>
    log.info(
      { instance: message.started, recordingsDir: config.recordingsDir },
      'recorder started on its own thread',
    ),
  );
  void exited.then(() => port1.close());
  return {
    exited,
    /**
     * Stops the recorder (its last segments written, its leases handed back) and waits for the thread's
     * end; a stop sent before the thread listens waits in its queue.
     */
    async stop() {
      thread.postMessage('stop');
      await exited;
    },
  };
}
