import { MINUTE_MS } from '@sahra/contracts';
import { AdvisoryLock, whileHolding } from '../../platform/advisory-locks.js';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Storage } from '../../platform/db.js';
import type { GuideLog } from './demo-guide-job.js';
import { importFromUrl, summaryLines } from './import-files.js';
import { lastImportAt } from './repository.js';

/** The first fetch waits this long after the start, so a server answers before it imports. */
const FIRST_FETCH_AFTER_MS = 10_000;

/**
 * Fetches GUIDE_URL and imports it every GUIDE_REFRESH_MINUTES. Every instance runs the timer; the
 * one holding the GuideFetch lock fetches, and only when no instance imported that URL within the
 * interval (guide_import remembers `url:…`), so N instances fetch once per interval, not N times.
 * PGlite has one process by construction (the data-folder lock) and takes no lock.
 */
export function scheduleGuideFetch(
  storage: Storage,
  options: {
    config: Pick<Config, 'GUIDE_URL' | 'GUIDE_REFRESH_MINUTES' | 'FFMPEG_PATH'>;
    clock: Clock;
    log: GuideLog;
  },
) {
  const { GUIDE_URL: url, GUIDE_REFRESH_MINUTES: minutes } = options.config;
  if (url === undefined) return { stop: () => undefined, runNow: async () => undefined };
  const interval = minutes * MINUTE_MS;
  const db = storage.db;

  const fetchIfDue = async () => {
    const now = options.clock.now();
    const last = await lastImportAt(db, `url:${url}`);
    // a minute's slack: instances whose timers fire a little apart still share one fetch
    if (last && now.getTime() - last.getTime() < interval - MINUTE_MS) return;
    const started = Date.now();
    const summary = await importFromUrl({ db, config: options.config, now }, 'xmltv', url);
    options.log.info(
      { url, ...summary, problems: summary.problems.length, ms: Date.now() - started },
      summaryLines('xmltv', url, summary)[0],
    );
  };
  const runNow = async () => {
    try {
      if (storage.kind === 'pglite') await fetchIfDue();
      else await whileHolding(db, AdvisoryLock.GuideFetch, fetchIfDue);
    } catch (error) {
      options.log.error({ err: error, url }, 'guide fetch failed');
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = (delay: number) => {
    timer = setTimeout(() => {
      void runNow().finally(() => {
        if (!stopped) plan(interval);
      });
    }, delay);
    timer.unref();
  };
  plan(FIRST_FETCH_AFTER_MS);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    runNow,
  };
}
