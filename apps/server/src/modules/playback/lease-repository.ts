import { STREAM_LEASE_SECONDS } from '@sahra/contracts';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';
import { liveSessions } from '../membership/public.js';

export type Lease = Selectable<Database['stream_lease']>;

/** Every lease the user holds, live or not, oldest first. */
export function leasesOfUser(db: Db, userId: number): Promise<Lease[]> {
  return db
    .selectFrom('stream_lease')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at')
    .execute();
}

export async function deleteLeases(db: Db, ids: string[]) {
  await db.deleteFrom('stream_lease').where('id', 'in', ids).execute();
}

export async function insertLease(db: Db, lease: Lease) {
  await db.insertInto('stream_lease').values(lease).execute();
}

/** The lease a ticket holds, if it belongs to this session. */
export function leaseOfTicket(db: Db, ticketHash: string, sessionId: string) {
  return db
    .selectFrom('stream_lease')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

/** Renewed now; `holdUntil` also extends how long its media tokens hold the slot (never shortens it). */
const renewal = (now: Date, holdUntil: Date | undefined) => ({
  renewed_at: now,
  ...(holdUntil ? { held_until: sql<Date>`greatest(held_until, ${holdUntil})` } : {}),
});

/** The lease with this stream id. */
export function leaseById(db: Db, streamId: string) {
  return db.selectFrom('stream_lease').selectAll().where('id', '=', streamId).executeTakeFirst();
}

/** Marks a lease renewed now whatever its age (a lapsed stream taken back); `holdUntil` as below. */
export function markRenewed(db: Db, now: Date, streamId: string, holdUntil: Date | undefined) {
  return db
    .updateTable('stream_lease')
    .set(renewal(now, holdUntil))
    .where('id', '=', streamId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A lease still counts (as `isLive` says): renewed within STREAM_LEASE_SECONDS, or held by its media tokens. */
const live = (now: Date) => (eb: ExpressionBuilder<Database, 'stream_lease'>) =>
  eb.or([
    eb('renewed_at', '>', new Date(now.getTime() - STREAM_LEASE_SECONDS * 1000)),
    eb('held_until', '>', now),
  ]);

/**
 * Renews the lease a ticket holds for this session, in one statement, if it is still live; undefined
 * when it was stopped, replaced, lapsed or belongs to another session.
 */
export function renewLease(db: Db, now: Date, ticketHash: string, sessionId: string) {
  return db
    .updateTable('stream_lease')
    .set({ renewed_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('session_id', '=', sessionId)
    .where(live(now))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Renews a stream's lease for a request carrying its media token, in one statement, while it is live
 * and its session was not signed out; `holdUntil` extends how long it holds its slot. Undefined when
 * the stream was stopped, replaced, lapsed or signed out.
 */
export function renewLeaseOfStream(db: Db, now: Date, streamId: string, holdUntil: Date | undefined) {
  return db
    .updateTable('stream_lease')
    .set(renewal(now, holdUntil))
    .where('id', '=', streamId)
    .where(live(now))
    .where('session_id', 'in', liveSessions(db))
    .returningAll()
    .executeTakeFirst();
}

/** Ends the user's stream with this lease id (its ticket's next heartbeat is refused); false when there is none. */
export async function endLease(db: Db, userId: number, leaseId: string): Promise<boolean> {
  const ended = await db
    .deleteFrom('stream_lease')
    .where('id', '=', leaseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return ended.numDeletedRows > 0n;
}

/** How many of the user's leases were renewed after `since`. */
export async function countLeasesRenewedSince(db: Db, userId: number, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('stream_lease')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('renewed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}
