import { STREAM_LEASE_SECONDS } from '@sahra/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';

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

/**
 * Renews the lease a ticket holds for this session, in one statement, if it is still live (renewed
 * within STREAM_LEASE_SECONDS, as `isLive` says); undefined when it was stopped, replaced, lapsed or
 * belongs to another session.
 */
export function renewLease(db: Db, now: Date, ticketHash: string, sessionId: string) {
  return db
    .updateTable('stream_lease')
    .set({ renewed_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('session_id', '=', sessionId)
    .where('renewed_at', '>', new Date(now.getTime() - STREAM_LEASE_SECONDS * 1000))
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
