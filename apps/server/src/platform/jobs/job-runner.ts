import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { JobOutcome, type OperatorJob } from '@sahra/contracts';
import type { Clock } from '../clock.js';
import type { Db } from '../db.js';
import { failureMessage } from './failure-message.js';
import { DEFAULT_JOB_TIMING, type Job, type JobEvent, type JobLog, type JobTiming } from './job.js';
import { claimJob, jobRows, recordRun, renewLease, scheduleJob, waits } from './job-repository.js';
import { firstWait, periodOf, retryWait, scheduleInWords, waitAfterRun } from './schedule.js';

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: JobLog;
  jobs: Job[];
  timing?: Partial<JobTiming>;
  onEvent?: (event: JobEvent) => void;
}

/** Whether `runNow` ran the job, or found it running (here or on another instance) and left it. */
export type RunAnswer = 'ran' | 'busy';

/** A wait shorter than this is lengthened, so that a job not due yet is never tried in a tight loop. */
const MIN_WAIT_MS = 10;
/** setTimeout's longest wait (about 24.8 days). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Runs the background jobs of docs/behaviour/operator.md#background-jobs: each job when it is due, on one
 * instance at a time (the one that takes its lease in the jobs table), retried with back-off after a
 * failure, every run recorded in the table. Timers are real time; the times recorded are the clock's.
 */
export class JobRunner {
  /** This runner among the instances sharing the database. */
  readonly instanceId = randomUUID();
  private readonly timing: JobTiming;
  private readonly byName = new Map<string, Job>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Each job's attempt in progress here: taking it, running it, recording the run. */
  private readonly attempts = new Map<string, Promise<RunAnswer | 'not-due'>>();
  private readonly executing = new Set<string>();
  private readonly registered = new Map<string, Promise<number>>();
  private started = false;
  private stopped = false;
  private stopping: Promise<void> | undefined;

  constructor(private readonly options: JobRunnerOptions) {
    this.timing = { ...DEFAULT_JOB_TIMING, ...options.timing };
    for (const job of options.jobs) {
      if (this.byName.has(job.name)) throw new Error(`Two background jobs are named ${job.name}`);
      this.byName.set(job.name, job);
    }
  }

  get jobs(): Job[] {
    return [...this.byName.values()];
  }

  /** Schedules every job: from now on each runs whenever it is due, unless another instance takes it first. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const job of this.byName.values()) {
      const firstAfterMs = 'firstAfterMs' in job.schedule ? (job.schedule.firstAfterMs ?? 0) : 0;
      this.register(job).then(
        (dueInMs) => this.plan(job, Math.max(dueInMs, firstAfterMs)),
        (error: unknown) => {
          this.options.log.error({ err: error, job: job.name }, 'background job could not be scheduled');
          this.plan(job, this.pauseMs(job));
        },
      );
    }
  }

  /** Runs the job now on this instance, due or not, unless it is running here or elsewhere already. */
  async runNow(name: string): Promise<RunAnswer> {
    const job = this.byName.get(name);
    if (!job) throw new Error(`No background job is named ${name}`);
    return (await this.attempt(job, true)) === 'ran' ? 'ran' : 'busy';
  }

  /**
   * Stops scheduling, then waits for the runs in progress to end and be recorded, at most `stopGraceMs`
   * (then it logs the jobs still running and stops waiting): the database may be closed once it resolves.
   */
  stop(): Promise<void> {
    this.stopped = true;
    this.stopping ??= this.stopAndWait();
    return this.stopping;
  }

  /** Every job with its schedule and last run; a job never run has nulls. */
  async list(): Promise<OperatorJob[]> {
    const rows = await jobRows(this.options.db, [...this.byName.keys()]);
    const byName = new Map(rows.map((row) => [row.name, row]));
    const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
    return this.jobs.map((job) => {
      const row = byName.get(job.name);
      return {
        name: job.name,
        schedule: scheduleInWords(job.schedule),
        lastStartedAt: iso(row?.lastStartedAt),
        lastEndedAt: iso(row?.lastEndedAt),
        lastOutcome: row?.lastOutcome ?? null,
        lastMessage: row?.lastMessage ?? null,
        failures: row?.failures ?? 0,
        nextRunAt: iso(row?.nextRunAt),
        // on PGlite a run's transaction can hold the one connection past its lease: this runner knows
        running: (row?.running ?? false) || this.executing.has(job.name),
      };
    });
  }

  /** Makes the job's row once; answers how long until it is due. */
  private register(job: Job): Promise<number> {
    let registering = this.registered.get(job.name);
    if (!registering) {
      const now = this.options.clock.now();
      const waitMs = firstWait(job.schedule, now);
      registering = scheduleJob(this.options.db, {
        name: job.name,
        schedule: scheduleInWords(job.schedule),
        firstWaitMs: waitMs,
        periodMs: periodOf(job.schedule),
        nextRunAt: new Date(now.getTime() + waitMs),
      });
      // a failed attempt is made again next time
      registering.catch(() => this.registered.delete(job.name));
      this.registered.set(job.name, registering);
    }
    return registering;
  }

  private plan(job: Job, waitMs: number) {
    if (!this.started || this.stopped) return;
    clearTimeout(this.timers.get(job.name));
    const timer = setTimeout(
      () => {
        this.timers.delete(job.name);
        void this.attempt(job, false);
      },
      Math.min(Math.max(waitMs, MIN_WAIT_MS), MAX_WAIT_MS),
    );
    timer.unref();
    this.timers.set(job.name, timer);
  }

  /** The wait after the database could not be asked: ten first retries, at most the interval. */
  private pauseMs(job: Job) {
    return Math.min(periodOf(job.schedule), 10 * this.timing.retryBaseMs);
  }

  private attempt(job: Job, anyTime: boolean): Promise<RunAnswer | 'not-due'> {
    if (this.stopped || this.attempts.has(job.name)) return Promise.resolve('busy');
    const attempt = this.takeAndRun(job, anyTime).finally(() => this.attempts.delete(job.name));
    this.attempts.set(job.name, attempt);
    return attempt;
  }

  private async takeAndRun(job: Job, anyTime: boolean): Promise<RunAnswer | 'not-due'> {
    const { db, clock, log } = this.options;
    const startedAt = clock.now();
    let failures: number | undefined;
    try {
      await this.register(job);
      const claim = { name: job.name, holder: this.instanceId, leaseMs: this.timing.leaseMs, anyTime };
      failures = await claimJob(db, { ...claim, startedAt });
      if (failures === undefined) {
        const { dueInMs, lockedForMs } = await waits(db, job.name);
        // running elsewhere: look again when its lease ends, or a period on if that comes first
        const busy = Math.min(lockedForMs, periodOf(job.schedule));
        this.plan(job, lockedForMs > 0 ? Math.max(dueInMs, busy) : dueInMs);
        return lockedForMs > 0 ? 'busy' : 'not-due';
      }
    } catch (error) {
      log.error({ err: error, job: job.name }, 'background job could not be taken');
      this.plan(job, this.pauseMs(job));
      return 'busy';
    }
    await this.execute(job, startedAt, failures);
    return 'ran';
  }

  private async execute(job: Job, startedAt: Date, failuresBefore: number) {
    const { db, clock, log } = this.options;
    this.executing.add(job.name);
    this.emit({ type: 'started', job: job.name });
    const started = performance.now();
    const renewal = setInterval(() => this.renew(job), this.timing.leaseMs / 3);
    renewal.unref();
    let failure: { error: unknown } | undefined;
    try {
      await job.run(startedAt);
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(renewal);
    }
    const endedAt = clock.now();
    const failures = failure ? failuresBefore + 1 : 0;
    const waitMs = failure
      ? retryWait(job.schedule, endedAt, failures, this.timing.retryBaseMs)
      : waitAfterRun(job.schedule, endedAt);
    const ms = Math.round(performance.now() - started);
    if (failure) {
      log.error(
        { err: failure.error, job: job.name, ms, failures, retryInMs: waitMs },
        'background job failed',
      );
    } else {
      log.debug({ job: job.name, ms }, 'background job ran');
    }
    const outcome = failure ? JobOutcome.Failed : JobOutcome.Ok;
    const message = failure ? failureMessage(failure.error) : null;
    try {
      const run = { name: job.name, holder: this.instanceId, endedAt, outcome, message, failures, waitMs };
      if (!(await recordRun(db, run)))
        log.warn({ job: job.name }, 'background job lease lost before its run ended: it may have run twice');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'background job run not recorded');
    }
    this.executing.delete(job.name);
    this.emit({ type: 'ended', job: job.name, outcome });
    this.plan(job, waitMs);
  }

  private renew(job: Job) {
    const { db, log } = this.options;
    renewLease(db, job.name, this.instanceId, this.timing.leaseMs).then(
      (held) => {
        if (!held) log.warn({ job: job.name }, 'background job lease lost: another instance may run it');
      },
      (error: unknown) => log.warn({ err: error, job: job.name }, 'background job lease not renewed'),
    );
  }

  private async stopAndWait() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.emit({ type: 'stopping' });
    let stillRunning: string[] = [];
    if (this.attempts.size > 0) {
      let grace: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        Promise.allSettled(this.attempts.values()).then(() => false),
        new Promise<boolean>((resolve) => {
          grace = setTimeout(() => resolve(true), this.timing.stopGraceMs);
        }),
      ]);
      clearTimeout(grace);
      if (gaveUp) {
        stillRunning = [...this.attempts.keys()];
        this.options.log.warn(
          { jobs: stillRunning, graceMs: this.timing.stopGraceMs },
          'background jobs still running at stop: no longer waiting for them',
        );
      }
    }
    this.emit({ type: 'stopped', stillRunning });
  }

  private emit(event: JobEvent) {
    this.options.onEvent?.(event);
  }
}
