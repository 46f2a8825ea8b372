import type { SignedInDevice } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { Session } from './sessions.js';

/**
 * The user's signed-in devices: sessions not ended that still hold a token able to sign in (an auth
 * token, or a remember token that renews it), most recently seen first.
 */
export async function signedInDevices(db: Db, clock: Clock, current: Session): Promise<SignedInDevice[]> {
  const rows = await db
    .selectFrom('member_session as s')
    .select(['s.id', 's.device_name', 's.created_at', 's.last_seen_at'])
    .where('s.user_id', '=', current.userId)
    .where('s.revoked_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('auth_token as t')
          .whereRef('t.session_id', '=', 's.id')
          .where('t.kind', 'in', ['auth', 'remember'])
          .where('t.revoked_at', 'is', null)
          .where('t.expires_at', '>', clock.now()),
      ),
    )
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    DeviceName: row.device_name || 'Unknown device',
    SignedInAt: row.created_at.toISOString(),
    LastSeenAt: (row.last_seen_at ?? row.created_at).toISOString(),
    ThisDevice: row.id === current.id,
  }));
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function signOutDevice(db: Db, clock: Clock, userId: number, sessionId: string) {
  const ended = await db
    .updateTable('member_session')
    .set({ revoked_at: clock.now() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

/** The ids of the user's sessions that have not ended: a stream of any other session no longer counts. */
export async function liveSessionIds(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('member_session')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}
