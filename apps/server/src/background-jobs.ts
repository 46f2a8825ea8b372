import type { MoneyDeps } from './modules/billing/deps.js';
import { moneyJob } from './modules/billing/jobs.js';
import { demoGuideJob } from './modules/guide/demo-guide-job.js';
import { guideFetchJob } from './modules/guide/guide-fetch-job.js';
import { catchupJob } from './modules/media/catchup-job.js';
import { housekeepingJob } from './modules/membership/public.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { Db } from './platform/db.js';
import type { Job } from './platform/jobs/job.js';

/**
 * The product's background jobs as this configuration has them, in one place: each module owns its
 * job's work and schedule, this list says which run. app.ts hands them to the job runner, which
 * server.ts starts (platform/jobs, ADR 044).
 */
export function backgroundJobs({
  config,
  db,
  clock,
  money,
  log,
}: {
  config: Config;
  db: Db;
  clock: Clock;
  money: MoneyDeps;
  log: { info(details: object, message?: string): void };
}): Job[] {
  const { GUIDE_URL } = config;
  const catchupSettings = {
    recordingsDir: config.recordingsDir,
    paddingSeconds: config.CATCHUP_PADDING_SECONDS,
    days: config.CATCHUP_DAYS,
  };
  return [
    // RENEWAL_INTERVAL_MS=0 turns the money jobs off
    ...(config.RENEWAL_INTERVAL_MS > 0 ? [moneyJob(money, config.RENEWAL_INTERVAL_MS)] : []),
    catchupJob(db, { settings: catchupSettings, log }),
    ...(GUIDE_URL === undefined ? [] : [guideFetchJob(db, { config: { ...config, GUIDE_URL }, log })]),
    ...(config.demoGuide ? [demoGuideJob(db, { log })] : []),
    housekeepingJob(db, clock),
  ];
}
