import { MAX_STREAMS, STREAM_LEASE_SECONDS } from '@sahra/contracts';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';
import { liveSessionIds } from '../membership/public.js';

export type Lease = Selectable<Database['stream_lease']>;
export type NewLease = Omit<Lease, 'started_at' | 'renewed_at'>;

/** First key of the per-user advisory lock that serialises stream starts (any constant of our own). */
const STREAM_START_LOCK = 6_010;

/** A lease counts while it was renewed within STREAM_LEASE_SECONDS (renewLease says the same in SQL). */
export const isLive = (lease: Pick<Lease, 'renewed_at'>, now: Date) =>
  now.getTime() - lease.renewed_at.getTime() < STREAM_LEASE_SECONDS * 1000;

export type StartOutcome = { started: Lease } | { refused: Lease[] };

/**
 * Starts a stream unless the user already plays MAX_STREAMS elsewhere. Count and insert run in one
 * transaction holding a per-user advisory lock, so starts of one user on any number of instances are
 * serialised and no two see room for the same last slot. On the way the user's dead leases go: expired
 * ones, those of ended sessions, and this device's own (a device plays one stream: zapping replaces it).
 */
export function startLease(db: Db, now: Date, lease: NewLease): Promise<StartOutcome> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${STREAM_START_LOCK}, ${lease.user_id})`.execute(tx);
    const sessions = await liveSessionIds(tx, lease.user_id);
    const held = await tx
      .selectFrom('stream_lease')
      .selectAll()
      .where('user_id', '=', lease.user_id)
      .orderBy('started_at')
      .execute();
    const playing = held.filter(
      (other) => isLive(other, now) && sessions.has(other.session_id) && other.device_id !== lease.device_id,
    );
    const dead = held.filter((other) => !playing.includes(other)).map((other) => other.id);
    if (dead.length > 0) await tx.deleteFrom('stream_lease').where('id', 'in', dead).execute();
    if (playing.length >= MAX_STREAMS) return { refused: playing };
    const started = { ...lease, started_at: now, renewed_at: now };
    await tx.insertInto('stream_lease').values(started).execute();
    return { started };
  });
}

/** The user's streams that count now (live, of a session not ended), oldest first. */
export async function playingStreams(db: Db, now: Date, userId: number): Promise<Lease[]> {
  const [sessions, held] = await Promise.all([
    liveSessionIds(db, userId),
    db.selectFrom('stream_lease').selectAll().where('user_id', '=', userId).orderBy('started_at').execute(),
  ]);
  return held.filter((lease) => isLive(lease, now) && sessions.has(lease.session_id));
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
 * Renews the lease a ticket holds for this session, in one statement, if it is still live; undefined
 * when it was stopped, replaced, lapsed or belongs to another session.
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
