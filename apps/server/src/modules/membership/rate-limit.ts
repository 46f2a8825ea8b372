import { MembershipErrorCode, MembershipMessage } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { addHit, deleteHits, takeBackHit } from './rate-limit-repository.js';

export interface RatePolicy {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Per e-mail address or number signed in with: at most 5 password guesses in 15 minutes from anywhere
 * (ADR 010); a right password gives its attempt back and a password reset clears the count. Per
 * address: a shared office still gets in.
 */
export const RatePolicies = {
  loginPerIdentifier: { name: 'login-identifier', limit: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login-address', limit: 100, windowSeconds: 15 * 60 },
  codePerRecipient: { name: 'code-recipient', limit: 3, windowSeconds: 10 * 60 },
  codePerAddress: { name: 'code-address', limit: 30, windowSeconds: 60 * 60 },
  // mobile exists answers whether a number has an account (docs/behaviour/accounts.md#calls), so it must not serve a bulk lookup
  existsPerAddress: { name: 'exists-address', limit: 30, windowSeconds: 15 * 60 },
  verifyPerAddress: { name: 'verify-address', limit: 30, windowSeconds: 15 * 60 },
  // each registration costs a password hash, so one address cannot make the server hash all day
  registerPerAddress: { name: 'register-address', limit: 20, windowSeconds: 60 * 60 },
  // each visitor's login token is a stored row; a browser asks for one per visit
  visitorTokenPerAddress: { name: 'visitor-token-address', limit: 120, windowSeconds: 15 * 60 },
} satisfies Record<string, RatePolicy>;

function windowOf(clock: Clock, policy: RatePolicy) {
  const now = clock.now().getTime();
  const windowMs = policy.windowSeconds * 1000;
  return { now, windowMs, windowStart: new Date(now - (now % windowMs)) };
}

/**
 * Counts one attempt of `subject` under `policy` in a fixed window kept in the database, so that every
 * server instance sees the same count; throws 429 once the window's limit is passed. The count is one
 * atomic upsert that answers the new total, so of any number of concurrent attempts on any number of
 * instances exactly `limit` get through: the attempt is reserved before the work it guards is done.
 */
export async function countAttempt(db: Db, clock: Clock, policy: RatePolicy, subject: string) {
  const { now, windowMs, windowStart } = windowOf(clock, policy);
  const hits = await addHit(db, policy.name, subject, windowStart);
  if (hits > policy.limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    throw new AppError(429, MembershipErrorCode.TooManyRequests, MembershipMessage.TooManyRequests, {
      'retry-after': String(retryAfter),
    });
  }
}

/** Gives back an attempt that turned out to be the rightful user's, such as a login with the right password. */
export async function refundAttempt(db: Db, clock: Clock, policy: RatePolicy, subject: string) {
  await takeBackHit(db, policy.name, subject, windowOf(clock, policy).windowStart);
}

/** Forgets every attempt of `subject` under `policy`, e.g. once a password reset has proved the owner. */
export async function clearAttempts(db: Db, policy: RatePolicy, subject: string) {
  await deleteHits(db, policy.name, subject);
}
