import { MembershipErrorCode, MembershipMessage } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';

export interface RatePolicy {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Per account: slows guessing one password; per address: a shared office still gets in. */
export const RatePolicies = {
  loginPerAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login-address', limit: 100, windowSeconds: 15 * 60 },
  codePerRecipient: { name: 'code-recipient', limit: 5, windowSeconds: 60 * 60 },
  codePerAddress: { name: 'code-address', limit: 30, windowSeconds: 60 * 60 },
  verifyPerAddress: { name: 'verify-address', limit: 30, windowSeconds: 15 * 60 },
  // each registration costs a password hash, so one address cannot make the server hash all day
  registerPerAddress: { name: 'register-address', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RatePolicy>;

/**
 * Counts one attempt of `subject` under `policy` in a fixed window kept in the database, so that every
 * server instance sees the same count; throws 429 once the window's limit is passed.
 */
export async function countAttempt(db: Db, clock: Clock, policy: RatePolicy, subject: string) {
  const now = clock.now().getTime();
  const windowMs = policy.windowSeconds * 1000;
  const windowStart = new Date(now - (now % windowMs));
  const { hits } = await db
    .insertInto('rate_limit_window')
    .values({ policy: policy.name, subject, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['policy', 'subject', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('rate_limit_window.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (hits > policy.limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    throw new AppError(429, MembershipErrorCode.TooManyRequests, MembershipMessage.TooManyRequests, {
      'retry-after': String(retryAfter),
    });
  }
}
