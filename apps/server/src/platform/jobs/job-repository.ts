import { sql } from 'kysely';
import type { JobOutcome } from '@sahra/contracts';
import type { Db } from '../db.js';

// `due_at` and the lease are the database's clock, the one all instances share (a product clock may be
// offset per process); the times recorded for the operator are the product clock's, passed in

const fromNow = (ms: number) => sql<Date>`now() + make_interval(secs => ${Math.max(ms, 0) / 1000})`;
const msUntil = (column: 'due_at' | 'locked_until') =>
  sql<number>`coalesce(extract(epoch from (${sql.ref(column)} - now())) * 1000, 0)::float8`;

/**
 * Makes the job's row, due `firstWaitMs` from now, unless it has one already: that row's due time is kept
 * (instances share it, and a restart does not run a job early), except when the schedule changed or the
 * due time lies more than one period ahead. Answers how long until the job is due.
 */
export async function scheduleJob(
  db: Db,
  job: { name: string; schedule: string; firstWaitMs: number; periodMs: number; nextRunAt: Date },
): Promise<number> {
  const due = { due_at: fromNow(job.firstWaitMs), next_run_at: job.nextRunAt };
  await db
    .insertInto('background_job')
    .values({ name: job.name, schedule: job.schedule, ...due })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ schedule: job.schedule, ...due })
        .where((where) =>
          where.or([
            where('background_job.schedule', '<>', job.schedule),
            where('background_job.due_at', '>', fromNow(job.periodMs)),
          ]),
        ),
    )
    .execute();
  return (await waits(db, job.name)).dueInMs;
}

/** How long until the job is due, and until its lease ends (0 when it has none or it ended). */
export async function waits(db: Db, name: string): Promise<{ dueInMs: number; lockedForMs: number }> {
  const row = await db
    .selectFrom('background_job')
    .select([msUntil('due_at').as('dueInMs'), msUntil('locked_until').as('lockedForMs')])
    .where('name', '=', name)
    .executeTakeFirst();
  return { dueInMs: Math.max(row?.dueInMs ?? 0, 0), lockedForMs: Math.max(row?.lockedForMs ?? 0, 0) };
}

/**
 * Takes the job for `holder` when no lease holds it and it is due (or `anyTime`), recording the run's
 * start; answers its failed runs in a row, or undefined when it was not taken. One statement, so of
 * any number of instances trying at once exactly one takes it.
 */
export async function claimJob(
  db: Db,
  claim: { name: string; holder: string; leaseMs: number; startedAt: Date; anyTime: boolean },
): Promise<number | undefined> {
  const row = await db
    .updateTable('background_job')
    .set({ holder: claim.holder, locked_until: fromNow(claim.leaseMs), last_started_at: claim.startedAt })
    .where('name', '=', claim.name)
    .where((where) =>
      where.or([where('locked_until', 'is', null), where('locked_until', '<', sql<Date>`now()`)]),
    )
    .$if(!claim.anyTime, (query) => query.where('due_at', '<=', sql<Date>`now()`))
    .returning('failures')
    .executeTakeFirst();
  return row?.failures;
}

/** Extends the lease while the run goes on; false when another instance took the job meanwhile. */
export async function renewLease(db: Db, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('background_job')
    .set({ locked_until: fromNow(leaseMs) })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records how the run ended and when the next is due, and lets go of the lease; false when it was lost. */
export async function recordRun(
  db: Db,
  run: {
    name: string;
    holder: string;
    endedAt: Date;
    outcome: JobOutcome;
    message: string | null;
    failures: number;
    waitMs: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('background_job')
    .set({
      holder: null,
      locked_until: null,
      last_ended_at: run.endedAt,
      last_outcome: run.outcome,
      last_message: run.message,
      failures: run.failures,
      due_at: fromNow(run.waitMs),
      next_run_at: new Date(run.endedAt.getTime() + run.waitMs),
    })
    .where('name', '=', run.name)
    .where('holder', '=', run.holder)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface JobRow {
  name: string;
  lastStartedAt: Date | null;
  lastEndedAt: Date | null;
  lastOutcome: JobOutcome | null;
  lastMessage: string | null;
  failures: number;
  nextRunAt: Date | null;
  /** an instance holds the job's lease at this moment */
  running: boolean;
}

export async function jobRows(db: Db, names: string[]): Promise<JobRow[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom('background_job')
    .select([
      'name',
      'last_started_at as lastStartedAt',
      'last_ended_at as lastEndedAt',
      'last_outcome as lastOutcome',
      'last_message as lastMessage',
      'failures',
      'next_run_at as nextRunAt',
      sql<boolean>`holder is not null and locked_until > now()`.as('running'),
    ])
    .where('name', 'in', names)
    .execute();
}
