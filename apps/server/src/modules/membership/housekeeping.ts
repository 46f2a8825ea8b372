import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { deleteWindowsBefore } from './rate-limit-repository.js';
import { deleteSessionsEndedBefore, deleteTokensExpiredBefore } from './session-repository.js';
import { deleteCodesExpiredBefore } from './verification-repository.js';

/** Rows are kept a day past their use, so that a replayed remember token is still recognised as used. */
const KEEP_MS = 24 * 3600 * 1000;
export const HOUSEKEEPING_INTERVAL_MS = 3600 * 1000;

/** Deletes expired tokens, codes, rate-limit windows and ended sessions, which would otherwise pile up. */
export async function removeExpired(db: Db, clock: Clock) {
  const before = new Date(clock.now().getTime() - KEEP_MS);
  await deleteTokensExpiredBefore(db, before);
  await deleteCodesExpiredBefore(db, before);
  await deleteWindowsBefore(db, before);
  await deleteSessionsEndedBefore(db, before);
}
