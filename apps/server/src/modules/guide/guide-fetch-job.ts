import { MINUTE_MS } from '@sahra/contracts';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import type { Job } from '../../platform/jobs/job.js';
import { every } from '../../platform/jobs/schedule.js';
import { importFromUrl, summaryLines } from './import-files.js';
import { lastImportAt } from './import-repository.js';

/** The first fetch waits this long after the start, so a server answers before it imports. */
const FIRST_FETCH_AFTER_MS = 10_000;

export interface GuideFetchLog {
  info(details: object, message?: string): void;
}

/**
 * Fetching GUIDE_URL and importing it, as a background job (platform/jobs): 10 s after the start and
 * every GUIDE_REFRESH_MINUTES, on one instance at a time. A run fetches only when nobody imported that
 * URL within the interval (guide_import remembers `url:…`, the operator's `?url=` imports too); a
 * fetch that fails fails the run, which is retried with back-off.
 */
export function guideFetchJob(
  db: Db,
  options: {
    config: Pick<Config, 'GUIDE_URL' | 'GUIDE_REFRESH_MINUTES' | 'FFMPEG_PATH' | 'SOURCE_NETWORKS'> & {
      GUIDE_URL: string;
    };
    log: GuideFetchLog;
  },
): Job {
  const { GUIDE_URL: url, GUIDE_REFRESH_MINUTES: minutes } = options.config;
  const interval = minutes * MINUTE_MS;
  return {
    name: 'guide-fetch',
    schedule: every(interval, { firstAfterMs: FIRST_FETCH_AFTER_MS }),
    async run(now) {
      const last = await lastImportAt(db, `url:${url}`);
      // a minute's slack: an import by hand shortly before the run still counts for this interval
      if (last && now.getTime() - last.getTime() < interval - MINUTE_MS) return;
      const started = Date.now();
      const summary = await importFromUrl({ db, config: options.config, now }, 'xmltv', url);
      options.log.info(
        { url, ...summary, problems: summary.problems.length, ms: Date.now() - started },
        summaryLines('xmltv', url, summary)[0],
      );
    },
  };
}
