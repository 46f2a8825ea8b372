import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { authToken } from './cookies.js';
import { authenticate, authenticateLoginToken, type Session } from './sessions.js';

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
// who is calling is settled by a hook of the route's scope (signed-in.ts): the session from the token
// header or er-auth-token cookie, 401 SignInRequired where one is required and there is none
export {
  memberOf,
  recogniseSignIn,
  requireMember,
  requireSignIn,
  signedInIfAny,
  signedInOf,
  type SignedIn,
} from './signed-in.js';
export { signInRequired, type Session } from './sessions.js';
export { memberByEmail, memberById, type Member } from './members.js';

/**
 * The session of `token`, else of the request's token header or er-auth-token cookie; 401
 * SignInRequired without a live one. For the few calls that name the token in their input
 * (billing's cancel); every other call is answered in a `requireSignIn` scope.
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

export { startSession } from './sessions.js';
export { insertUser, markVerified } from './users.js';
