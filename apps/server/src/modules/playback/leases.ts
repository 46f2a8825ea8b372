import { MAX_STREAMS, STREAM_LEASE_SECONDS } from '@sahra/contracts';
import { lockUserForTransaction, UserAdvisoryLock } from '../../platform/advisory-locks.js';
import type { Db } from '../../platform/db.js';
import { liveSessionIds } from '../membership/public.js';
import { deleteLeases, insertLease, leasesOfUser, type Lease } from './lease-repository.js';

export type { Lease } from './lease-repository.js';
export type NewLease = Omit<Lease, 'started_at' | 'renewed_at' | 'held_until'>;

/**
 * A lease counts while it was renewed within STREAM_LEASE_SECONDS, or its media tokens hold it
 * (lease-repository's `live` says the same in SQL).
 */
export const isLive = (lease: Pick<Lease, 'renewed_at' | 'held_until'>, now: Date) =>
  now.getTime() - lease.renewed_at.getTime() < STREAM_LEASE_SECONDS * 1000 ||
  (lease.held_until !== null && lease.held_until > now);

export type StartOutcome = { started: Lease } | { refused: Lease[] };

/**
 * Starts a stream unless the user already plays MAX_STREAMS elsewhere. Count and insert run in one
 * transaction holding a per-user advisory lock, so starts of one user on any number of instances are
 * serialised and no two see room for the same last slot. On the way the user's dead leases go: expired
 * ones, those of ended sessions, and this device's own (a device plays one stream: zapping replaces it).
 */
export function startLease(db: Db, now: Date, lease: NewLease): Promise<StartOutcome> {
  return db.transaction().execute(async (tx) => {
    await lockUserForTransaction(tx, UserAdvisoryLock.StreamStart, lease.user_id);
    const sessions = await liveSessionIds(tx, lease.user_id);
    const held = await leasesOfUser(tx, lease.user_id);
    const playing = held.filter(
      (other) => isLive(other, now) && sessions.has(other.session_id) && other.device_id !== lease.device_id,
    );
    const dead = held.filter((other) => !playing.includes(other)).map((other) => other.id);
    if (dead.length > 0) await deleteLeases(tx, dead);
    if (playing.length >= MAX_STREAMS) return { refused: playing };
    const started = { ...lease, started_at: now, renewed_at: now, held_until: null };
    await insertLease(tx, started);
    return { started };
  });
}

/** The user's streams that count now (live, of a session not ended), oldest first. */
export async function playingStreams(db: Db, now: Date, userId: number): Promise<Lease[]> {
  const [sessions, held] = await Promise.all([liveSessionIds(db, userId), leasesOfUser(db, userId)]);
  return held.filter((lease) => isLive(lease, now) && sessions.has(lease.session_id));
}
