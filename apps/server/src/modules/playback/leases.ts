import { MAX_STREAMS, STREAM_LEASE_SECONDS } from '@sahra/contracts';
import { lockUserForTransaction, UserAdvisoryLock } from '../../platform/advisory-locks.js';
import type { Db } from '../../platform/db.js';
import { liveSessionIds } from '../membership/public.js';
import { deleteLeases, insertLease, leasesOfUser, markRenewed, type Lease } from './lease-repository.js';

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

/** The user's leases, and of them those that count now apart from `except` (live, of a session not ended). */
async function leasesInPlay(tx: Db, now: Date, userId: number, except: (lease: Lease) => boolean) {
  const sessions = await liveSessionIds(tx, userId);
  const held = await leasesOfUser(tx, userId);
  const playing = held.filter(
    (other) => isLive(other, now) && sessions.has(other.session_id) && !except(other),
  );
  return { sessions, held, playing };
}

/**
 * Starts a stream unless the user already plays MAX_STREAMS elsewhere. Count and insert run in one
 * transaction holding a per-user advisory lock, so starts and resumes of one user on any number of
 * instances are serialised and no two see room for the same last slot. On the way the user's dead
 * leases go: those of ended sessions, and this device's own (a device plays one stream: zapping replaces
 * it). A lapsed lease of another device stays, holding no slot, so that its stream can be resumed.
 */
export function startLease(db: Db, now: Date, lease: NewLease): Promise<StartOutcome> {
  return db.transaction().execute(async (tx) => {
    await lockUserForTransaction(tx, UserAdvisoryLock.StreamStart, lease.user_id);
    const { sessions, held, playing } = await leasesInPlay(
      tx,
      now,
      lease.user_id,
      (other) => other.device_id === lease.device_id,
    );
    const dead = held
      .filter((other) => !sessions.has(other.session_id) || other.device_id === lease.device_id)
      .map((other) => other.id);
    if (dead.length > 0) await deleteLeases(tx, dead);
    if (playing.length >= MAX_STREAMS) return { refused: playing };
    const started = { ...lease, started_at: now, renewed_at: now, held_until: null };
    await insertLease(tx, started);
    return { started };
  });
}

export type ResumeOutcome = { resumed: Lease } | { refused: Lease[] } | undefined;

/**
 * Takes a lapsed stream back when its device returns from a network drop of any length: the same
 * stream (same id, same slot in the list) plays on if the user has a free slot. A lapsed lease holds
 * none, so a crashed device never blocks the account; if three others started meanwhile, the return is
 * refused as a fourth stream would be. Undefined when there is nothing to resume: the stream was
 * stopped, replaced by the device's next one, or its session ended. Serialised with starts by the same
 * per-user lock. `find` reads the lease (by ticket or stream id); `holdUntil` as renewLeaseOfStream's.
 */
export function resumeLease(
  db: Db,
  now: Date,
  find: (tx: Db) => Promise<Lease | undefined>,
  holdUntil?: Date,
): Promise<ResumeOutcome> {
  return db.transaction().execute(async (tx) => {
    const found = await find(tx);
    if (!found) return undefined;
    await lockUserForTransaction(tx, UserAdvisoryLock.StreamStart, found.user_id);
    // read again under the lock: a start or a stop may have run between
    const lease = await find(tx);
    if (!lease) return undefined;
    const { sessions, playing } = await leasesInPlay(
      tx,
      now,
      lease.user_id,
      (other) => other.id === lease.id,
    );
    if (!sessions.has(lease.session_id)) return undefined;
    if (!isLive(lease, now) && playing.length >= MAX_STREAMS) return { refused: playing };
    return { resumed: await markRenewed(tx, now, lease.id, holdUntil) };
  });
}

/** The user's streams that count now (live, of a session not ended), oldest first. */
export async function playingStreams(db: Db, now: Date, userId: number): Promise<Lease[]> {
  const [sessions, held] = await Promise.all([liveSessionIds(db, userId), leasesOfUser(db, userId)]);
  return held.filter((lease) => isLive(lease, now) && sessions.has(lease.session_id));
}
