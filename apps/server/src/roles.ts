import { pino, type Logger } from 'pino';
import { buildApp } from './app.js';
import { backgroundJobRunner } from './background-jobs.js';
import { createMoneyDeps } from './modules/billing/deps.js';
import { ensureCatalog } from './modules/catalog/demo/ensure-catalog.js';
import { ensureDemoGuide } from './modules/guide/demo-guide-job.js';
import { mediaLibraryOf } from './modules/media/media-library.js';
import { startDemoBroadcaster, startRecording } from './modules/recording/jobs.js';
import { startRecordingThread } from './modules/recording/recording-in-thread.js';
import { productClock, type Clock } from './platform/clock.js';
import { ConfigError, demoSettingsIn, Role, type Config } from './platform/config.js';
import { DataFolderLockedError } from './platform/data-folder-lock.js';
import { openStorage, type Storage } from './platform/db.js';
import { gracefulShutdown } from './platform/lifecycle.js';
import { migrate } from './platform/migrate.js';

/**
 * Starts a server process with the roles its configuration names (ADR 046): `npm start` with ROLES,
 * `npm run worker` and `npm run record` with one each. A configuration that cannot start is told to the
 * person starting it in plain words, not as a stack trace.
 */
export function runProcess(name: string, loadConfig: () => Config) {
  const log = pino({ name });
  startRoles(loadConfig, log).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataFolderLockedError) {
      console.error(error.message);
    } else {
      log.fatal({ err: error }, 'failed to start');
    }
    process.exit(1);
  });
}

async function startRoles(loadConfig: () => Config, log: Logger) {
  const config = loadConfig();
  // production refuses these (config.ts); anywhere else the person starting the server is told
  const demo = demoSettingsIn(config).map(([setting]) => setting);
  if (demo.length > 0) {
    log.warn(
      { demo },
      'this is the demo: public keys, codes kept in the demo outbox (/demo/outbox) for anyone to read, ' +
        'test cards taken as payment, the embedded database; ' +
        'NODE_ENV=production refuses to start with these settings',
    );
  }
  const clock = productClock(config.CLOCK_START);
  const storage = await openStorage(config);
  const applied = await migrate(storage);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  log.info({ roles: config.ROLES }, 'roles');
  await (config.ROLES.includes(Role.Api)
    ? startWithApi(config, storage, clock, log)
    : startWithoutApi(config, storage, clock, log));
}

/** The web server, and beside it the recorder (on a thread of its own) and the jobs where ROLES says. */
async function startWithApi(config: Config, storage: Storage, clock: Clock, log: Logger) {
  // production starts empty: its catalog is the operator's (config.ts)
  if (config.demoCatalog)
    await ensureCatalog(storage.db, { scale: config.SEED_SCALE, log, now: clock.now() });
  // before listening: on PGlite the import holds the one connection, and a guide half-made is never shown
  if (config.demoGuide) await ensureDemoGuide(storage.db, { now: clock.now(), log });

  const media = mediaLibraryOf(config, log);
  const app = await buildApp({ config, storage, media, clock });
  if (config.ROLES.includes(Role.Recorder)) {
    // the demo's live source first, so the recorder finds its channel sourced on its first look; its
    // address is 127.0.0.1, so only a recorder on this machine can read it, and this one reads it as its
    // own without SOURCE_NETWORKS listing loopback
    const broadcaster = config.demoBroadcaster ? await startDemoBroadcaster(config, storage.db, clock) : null;
    if (broadcaster) app.addHook('onClose', async () => broadcaster.stop());
    // polling ffmpeg's output off the event loop that answers requests (ADR 046)
    const recording = startRecordingThread(
      config,
      storage.db,
      clock,
      log,
      broadcaster ? [broadcaster.url] : [],
    );
    // before the database closes: the recorder writes its last segments and hands its leases back
    app.addHook('onClose', async () => recording.stop());
  }
  const shutdown = gracefulShutdown(app, storage);
  onStopSignal((signal) => Promise.all([media.stop(), shutdown(signal)]));
  await app.listen({ port: config.PORT, host: config.HOST });
  // the money jobs, catch-up cuts, guide fetch, demo guide and housekeeping (background-jobs.ts); closing
  // the app stops them and waits for a run in progress before the database closes
  if (config.ROLES.includes(Role.Worker)) app.jobs.start();
  // after listening, at background priority: the first start answers at once and says "preparing"
  if (config.mediaGenerate) media.generate().catch(() => undefined);
}

/** A recorder or worker machine (PostgreSQL only, config.ts): no web server, nothing else on its loop. */
async function startWithoutApi(config: Config, storage: Storage, clock: Clock, log: Logger) {
  const stops: (() => Promise<void>)[] = [];
  if (config.ROLES.includes(Role.Worker)) {
    const money = createMoneyDeps(config, storage.db, clock, log);
    const jobs = backgroundJobRunner({ config, db: storage.db, clock, money, log });
    jobs.start();
    stops.push(() => jobs.stop());
    log.info({ instance: jobs.instanceId, jobs: jobs.jobs.map((job) => job.name) }, 'worker started');
  }
  if (config.ROLES.includes(Role.Recorder)) {
    const recording = startRecording(config, storage.db, clock, log);
    stops.push(() => recording.stop());
    log.info({ instance: recording.instanceId, recordingsDir: config.recordingsDir }, 'recorder started');
  }
  onStopSignal(async (signal) => {
    log.info({ reason: signal }, 'shutting down: finishing the runs in progress');
    // a job's run and the recorder's last segments are written before the database closes
    await Promise.all(stops.map((stop) => stop()));
    await storage.close();
    log.info('stopped cleanly');
  });
}

function onStopSignal(stop: (signal: string) => Promise<unknown>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop(signal).then(() => process.exit(0)));
  }
}
