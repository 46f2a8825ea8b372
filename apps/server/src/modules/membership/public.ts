import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { authToken } from './cookies.js';
import { authenticate, authenticateLoginToken, type Session } from './sessions.js';
import { findUser, findUserById } from './user-repository.js';

/**
 * What other modules may ask of membership; they never read its tables. `db` may be a transaction
 * of the caller, so a trial is marked used in the same transaction that starts it.
 */
export { requireApiKey } from './api-key.js';
export { countAttempt, type RatePolicy } from './rate-limit.js';
export { liveSessionIds, liveSessions } from './session-repository.js';
export { markTrialUsed } from './user-repository.js';
export { deviceNameOf } from './device-name.js';
// the hourly removal of expired tokens, codes, windows and sessions, which the job runner schedules
export { housekeepingJob } from './housekeeping.js';
// a route reads the token a call presents (its token header, else its er-auth-token cookie) and hands
// it to its service, which asks for the live session (401 SignInRequired without one)
export { authToken } from './cookies.js';
export { authenticate, type Session } from './sessions.js';

/**
 * The session of `token`, else of the request's token header or er-auth-token cookie; 401
 * SignInRequired without a live one.
 */
export function signedIn(db: Db, clock: Clock, request: FastifyRequest, token?: string): Promise<Session> {
  return authenticate(db, clock, token ?? authToken(request));
}

/**
 * The signed-in user a user-list login token (GET /service/profile) was issued to; 401 SignInRequired
 * for a visitor's token, an expired one or one whose session ended.
 */
export async function userOfLoginToken(db: Db, clock: Clock, token: string): Promise<number> {
  return (await authenticateLoginToken(db, clock, token)).userId;
}

/** A member as the money modules see one. */
export interface Member {
  id: number;
  email: string;
  country: string;
  /** E-mail or mobile verified: only such members may pay (docs/behaviour/plans-and-payment.md#who-may-pay). */
  verified: boolean;
  trialUsedAt: Date | null;
  /** The language the member's messages are written in (`en` or `ar`). */
  language: string;
}

function toMember(row: Awaited<ReturnType<typeof findUserById>>): Member {
  return {
    id: row.id,
    email: row.email,
    country: row.country_iso_code,
    verified: row.email_verified || row.mobile_verified,
    trialUsedAt: row.trial_used_at,
    language: row.language,
  };
}

export async function memberById(db: Db, userId: number): Promise<Member> {
  return toMember(await findUserById(db, userId));
}

export async function memberByEmail(db: Db, email: string): Promise<Member | undefined> {
  const row = await findUser(db, email);
  return row && toMember(row);
}
export { startSession } from './sessions.js';
export { insertUser, markVerified } from './users.js';
