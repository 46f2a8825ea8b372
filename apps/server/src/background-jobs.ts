import type { MoneyDeps } from './modules/billing/deps.js';
import { moneyJob } from './modules/billing/jobs.js';
import { demoGuideJob } from './modules/guide/demo-guide-job.js';
import { guideFetchJob } from './modules/guide/guide-fetch-job.js';
import { catchupJob } from './modules/media/catchup-job.js';
import { housekeepingJob } from './modules/membership/public.js';
import type { Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { Db } from './platform/db.js';
import type { Job, JobLog } from './platform/jobs/job.js';
import { JobRunner } from './platform/jobs/job-runner.js';

/**
 * The product's background jobs as this configuration has them, in one place: each module owns its
 * job's work and schedule, this list says which run (platform/jobs, ADR 044).
 */
function backgroundJobs({
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

/**
 * This process's runner of the background jobs. app.ts makes one (GET /operator/jobs lists it), which
 * runs where the process has the worker role; the worker command makes its own, without a web server.
 */
export function backgroundJobRunner(deps: Parameters<typeof backgroundJobs>[0] & { log: JobLog }): JobRunner {
  return new JobRunner({ db: deps.db, clock: deps.clock, log: deps.log, jobs: backgroundJobs(deps) });
}
