import { sql, type Kysely } from 'kysely';
import type { Database } from './db-schema.js';

// Kysely<Database> rather than db.ts's Db: db.ts takes the migration lock from here
type Db = Kysely<Database>;

/*
 * Every PostgreSQL advisory lock the server takes, named in one place so that no two uses pick the same
 * key by chance. Any constant works: a key only has to be the same on every instance sharing one
 * database. PostgreSQL keeps one-key locks (bigint) and two-key locks (int, int) apart, so a number may
 * appear once in each list.
 */

/** One-key locks: one holder at a time per database. */
export const AdvisoryLock = {
  /** Running a migration script (platform/db.ts): one instance migrates, the others wait and skip it. */
  Scripts: 7_314_159,
  /** Writing the demo catalog: two servers starting together on an empty database seed it once. */
  CatalogSeed: 7_314_160,
  /** Importing a guide or a channel list: imports into one database run one after another. */
  GuideImport: 7_314_161,
  // 7_314_162 was GuideFetch, the guide fetch's own lock before the job runner (platform/jobs) took it over
  /** Cutting catch-up from the recording and removing expired cuts (media/catchup-job.ts): one instance at a time. */
  CatchupCut: 7_314_163,
} as const;
export type AdvisoryLock = (typeof AdvisoryLock)[keyof typeof AdvisoryLock];

/** Two-key locks: the first key names the lock, the second the user it serialises. */
export const UserAdvisoryLock = {
  /** Starting a stream: one user's starts on any number of instances count the streams one at a time. */
  StreamStart: 6_010,
  /** A purchase (billing/purchase): one purchase at a time per member. */
  Purchase: 7_314_160,
} as const;
export type UserAdvisoryLock = (typeof UserAdvisoryLock)[keyof typeof UserAdvisoryLock];

/** Takes the lock until the end of the transaction `tx`, waiting while another transaction holds it. */
export async function lockForTransaction(tx: Db, lock: AdvisoryLock): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lock})`.execute(tx);
}

/** Takes the lock until the end of the transaction `tx` if no one holds it; answers whether it did. */
export async function tryLockForTransaction(tx: Db, lock: AdvisoryLock): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${lock}) as locked`.execute(tx);
  return rows[0]?.locked === true;
}

/**
 * Runs `work` while this session holds `lock`, on one connection kept for it (the work itself may use
 * others); answers undefined at once when another session holds it.
 */
export async function whileHolding<T>(
  db: Db,
  lock: AdvisoryLock,
  work: () => Promise<T>,
): Promise<T | undefined> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ held: boolean }>`select pg_try_advisory_lock(${lock}) as held`.execute(
      connection,
    );
    if (!rows[0]?.held) return undefined;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}

/** Takes `lock` for one user until the end of the transaction `tx`. */
export async function lockUserForTransaction(tx: Db, lock: UserAdvisoryLock, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lock}, ${userId})`.execute(tx);
}
