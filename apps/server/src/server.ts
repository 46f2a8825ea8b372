import { pino } from 'pino';
import { buildApp } from './app.js';
import { mediaLibraryOf } from './modules/media/media-library.js';
import { ensureCatalog } from './modules/catalog/demo/ensure-catalog.js';
import { ensureDemoGuide } from './modules/guide/demo-guide-job.js';
import { startDemoBroadcaster, startRecording } from './modules/recording/jobs.js';
import { productClock } from './platform/clock.js';
import { ConfigError, demoSettingsIn, loadConfig } from './platform/config.js';
import { DataFolderLockedError } from './platform/data-folder-lock.js';
import { openStorage } from './platform/db.js';
import { gracefulShutdown } from './platform/lifecycle.js';
import { migrate } from './platform/migrate.js';

const log = pino({ name: 'sahra' });

async function main() {
  const config = loadConfig();
  // production refuses these (config.ts); anywhere else the person starting the server is told
  const demo = demoSettingsIn(config).map(([name]) => name);
  if (demo.length > 0) {
    log.warn(
      { demo },
      'this is the demo: public keys, and codes kept in the demo outbox (/demo/outbox) for anyone to read; ' +
        'NODE_ENV=production refuses to start with these settings',
    );
  }
  const clock = productClock(config.CLOCK_START);
  const storage = await openStorage(config);
  const applied = await migrate(storage);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  await ensureCatalog(storage.db, { scale: config.SEED_SCALE, log, now: clock.now() });
  // before listening: on PGlite the import holds the one connection, and a guide half-made is never shown
  if (config.demoGuide) await ensureDemoGuide(storage.db, { now: clock.now(), log });

  const media = mediaLibraryOf(config, log);
  const app = await buildApp({ config, storage, media, clock });
  // the demo's live source first, so the recorder finds its channel sourced on its first look
  const broadcaster = config.demoBroadcaster ? await startDemoBroadcaster(config, storage.db, clock) : null;
  if (broadcaster) app.addHook('onClose', async () => broadcaster.stop());
  if (config.RECORDING) {
    const recording = startRecording(config, storage.db, clock, log);
    // before the database closes: the recorder writes its last segments and hands its leases back
    app.addHook('onClose', async () => recording.stop());
  }
  const shutdown = gracefulShutdown(app, storage);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(
      signal,
      () => void Promise.all([media.stop(), shutdown(signal)]).then(() => process.exit(0)),
    );
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  // the money jobs, catch-up cuts, guide fetch, demo guide and housekeeping (background-jobs.ts); closing
  // the app stops them and waits for a run in progress before the database closes
  app.jobs.start();
  // after listening, at background priority: the first start answers at once and says "preparing"
  if (config.MEDIA_GENERATE) media.generate().catch(() => undefined);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderLockedError) {
    // a person starting the server reads this: print it plainly, not as a JSON log line
    console.error(error.message);
  } else {
    log.fatal({ err: error }, 'failed to start');
  }
  process.exit(1);
});
