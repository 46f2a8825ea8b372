import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';

export type TokenKind = 'auth' | 'remember' | 'login';

export async function insertToken(db: Db, token: Insertable<Database['auth_token']>) {
  await db.insertInto('auth_token').values(token).execute();
}

export async function insertSession(db: Db, session: Insertable<Database['member_session']>) {
  await db.insertInto('member_session').values(session).execute();
}

/**
 * The session not ended that a token of `kind`, not expired at `now`, belongs to, with the token's own
 * end (a used-up remember token still finds its session).
 */
export function findSessionOfToken(db: Db, tokenHash: string, kind: TokenKind, now: Date) {
  return db
    .selectFrom('auth_token as t')
    .innerJoin('member_session as s', 's.id', 't.session_id')
    .select([
      's.id',
      's.user_id',
      's.device_id',
      's.device_name',
      's.country',
      's.last_seen_at',
      't.revoked_at as tokenRevokedAt',
    ])
    .where('t.token_hash', '=', tokenHash)
    .where('t.kind', '=', kind)
    .where('t.expires_at', '>', now)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function markSessionSeen(db: Db, sessionId: string, at: Date) {
  await db.updateTable('member_session').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

/** Ends a token not ended yet; false when another request ended it first. */
export async function endToken(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const used = await db
    .updateTable('auth_token')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

export async function endSessions(db: Db, which: { sessionId: string } | { userId: number }, at: Date) {
  let query = db.updateTable('member_session').set({ revoked_at: at }).where('revoked_at', 'is', null);
  if ('sessionId' in which) query = query.where('id', '=', which.sessionId);
  else query = query.where('user_id', '=', which.userId);
  await query.execute();
}

/** Ends the session an auth token belongs to, if it has not ended. */
export async function endSessionOfToken(db: Db, tokenHash: string, at: Date) {
  await db
    .updateTable('member_session')
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('auth_token')
        .select('session_id')
        .where('token_hash', '=', tokenHash)
        .where('kind', '=', 'auth'),
    )
    .execute();
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function endSessionOfUser(
  db: Db,
  userId: number,
  sessionId: string,
  at: Date,
): Promise<boolean> {
  const ended = await db
    .updateTable('member_session')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

export async function hasLiveRememberToken(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const remembered = await db
    .selectFrom('auth_token')
    .select('token_hash')
    .where('session_id', '=', sessionId)
    .where('kind', '=', 'remember')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return remembered !== undefined;
}

/** Ends every session of the user but `keptSessionId`; how many were still signed in. */
export async function endOtherSessionsOfUser(
  db: Db,
  userId: number,
  keptSessionId: string,
  at: Date,
): Promise<number> {
  const ended = await db
    .updateTable('member_session')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('id', '<>', keptSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * The user's sessions not ended that still hold a token able to sign in (an auth token, or a remember
 * token that renews it), most recently seen first.
 */
export function signedInSessions(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('member_session as s')
    .select(['s.id', 's.device_name', 's.country', 's.created_at', 's.last_seen_at'])
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('auth_token as t')
          .whereRef('t.session_id', '=', 's.id')
          .where('t.kind', 'in', ['auth', 'remember'])
          .where('t.revoked_at', 'is', null)
          .where('t.expires_at', '>', now),
      ),
    )
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.created_at', 'desc')
    .execute();
}

/**
 * The ids of every session that has not ended, as a relation another module's statement filters by
 * (`session_id in …`): a stream of an ended session no longer counts.
 */
export function liveSessions(db: Db) {
  return db.selectFrom('member_session').select('id').where('revoked_at', 'is', null);
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

export async function deleteTokensExpiredBefore(db: Db, before: Date) {
  await db.deleteFrom('auth_token').where('expires_at', '<', before).execute();
}

/** Deletes sessions that ended before `before`, and those started before it that never got a token. */
export async function deleteSessionsEndedBefore(db: Db, before: Date) {
  await db
    .deleteFrom('member_session')
    .where((eb) =>
      eb.or([
        eb('revoked_at', '<', before),
        // old enough that a session just started is not caught before its first token is written
        eb.and([
          eb('created_at', '<', before),
          eb.not(
            eb.exists(
              eb.selectFrom('auth_token').whereRef('auth_token.session_id', '=', 'member_session.id'),
            ),
          ),
        ]),
      ]),
    )
    .execute();
}
