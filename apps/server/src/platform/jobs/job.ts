import { MINUTE_MS, SECOND_MS, type JobOutcome } from '@sahra/contracts';
import type { JobSchedule } from './schedule.js';

/** A background job as a module defines it; background-jobs.ts lists them, the runner runs them. */
export interface Job {
  /** Its name in the jobs table and in GET /operator/jobs: kebab-case, one per job. */
  name: string;
  schedule: JobSchedule;
  /** One run's work; `now` is the product's clock at its start. A run that throws failed, and is retried. */
  run(now: Date): Promise<unknown>;
}

export interface JobLog {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the runner does, in the order it does it: for tests, and for whoever watches it. */
export type JobEvent =
  | { type: 'started'; job: string }
  | { type: 'ended'; job: string; outcome: JobOutcome }
  | { type: 'stopping' }
  | { type: 'stopped'; stillRunning: string[] };

export interface JobTiming {
  /** How long a run's lease holds unless renewed (every third of it): a crashed instance's job waits this long. */
  leaseMs: number;
  /** The wait before the first retry of a failed run; each further failure doubles it, up to the schedule's interval. */
  retryBaseMs: number;
  /** How long `stop()` waits for the runs in progress before it gives up on them. */
  stopGraceMs: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = {
  leaseMs: MINUTE_MS,
  retryBaseMs: SECOND_MS,
  stopGraceMs: 10 * SECOND_MS,
};
