import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { authenticateLoginToken } from './sessions.js';

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
// header or er-auth-token cookie, 401 SignInRequired where one is required and there is none (or the
// refusal and the token named in the input that a scope's options give, as billing's cancel does)
export {
  memberOf,
  recogniseSignIn,
  requireMember,
  requireSignIn,
  signedInIfAny,
  signedInOf,
  type SignedIn,
  type SignInOptions,
} from './signed-in.js';
export { signInRequired, type Session } from './sessions.js';
export { memberByEmail, memberById, type Member } from './members.js';

/**
 * The signed-in user a user-list login token (GET /service/profile) was issued to; 401 SignInRequired
 * for a visitor's token, an expired one or one whose session ended.
 */
export async function userOfLoginToken(db: Db, clock: Clock, token: string): Promise<number> {
  return (await authenticateLoginToken(db, clock, token)).userId;
}

export { startSession } from './sessions.js';
export { insertUser, markVerified } from './users.js';
