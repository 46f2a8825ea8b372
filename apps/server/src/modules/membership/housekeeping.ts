import { DAY_MS, HOUR_MS } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { Job } from '../../platform/jobs/job.js';
import { every } from '../../platform/jobs/schedule.js';
import { deleteWindowsBefore } from './rate-limit-repository.js';
import { deleteSessionsEndedBefore, deleteTokensExpiredBefore } from './session-repository.js';
import { deleteCodesExpiredBefore } from './verification-repository.js';

/** Rows are kept a day past their use, so that a replayed remember token is still recognised as used. */
const KEEP_MS = DAY_MS;
const HOUSEKEEPING_INTERVAL_MS = HOUR_MS;

/** Deletes expired tokens, codes, rate-limit windows and ended sessions, which would otherwise pile up. */
export async function removeExpired(db: Db, clock: Clock) {
  const before = new Date(clock.now().getTime() - KEEP_MS);
  await deleteTokensExpiredBefore(db, before);
  await deleteCodesExpiredBefore(db, before);
  await deleteWindowsBefore(db, before);
  await deleteSessionsEndedBefore(db, before);
}

/** The hourly housekeeping, as a background job (platform/jobs) that server.ts's runner schedules. */
export const housekeepingJob = (db: Db, clock: Clock): Job => ({
  name: 'membership-housekeeping',
  schedule: every(HOUSEKEEPING_INTERVAL_MS),
  run: () => removeExpired(db, clock),
});
