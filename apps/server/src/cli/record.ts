import { pino } from 'pino';
import { startRecording } from '../modules/recording/jobs.js';
import { productClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openStorage } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';

/**
 * An instance that only records (no web server): a machine of its own for recording, sharing the
 * database and RECORDINGS_DIR with the instances that serve. The takeover tests run it as a process.
 */
const log = pino({ name: 'sahra-recorder' });
const config = loadConfig();
const storage = await openStorage(config);
await migrate(storage);
const recording = startRecording(config, storage.db, productClock(config.CLOCK_START), log);
log.info({ instance: recording.instanceId, recordingsDir: config.recordingsDir }, 'recorder started');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void recording
      .stop()
      .then(() => storage.close())
      .then(() => process.exit(0));
  });
}
