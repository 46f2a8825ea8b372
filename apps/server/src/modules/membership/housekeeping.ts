import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';

/** Rows are kept a day past their use, so that a replayed remember token is still recognised as used. */
const KEEP_MS = 24 * 3600 * 1000;
export const HOUSEKEEPING_INTERVAL_MS = 3600 * 1000;

/** Deletes expired tokens, codes, rate-limit windows and ended sessions, which would otherwise pile up. */
export async function removeExpired(db: Db, clock: Clock) {
  const before = new Date(clock.now().getTime() - KEEP_MS);
  await db.deleteFrom('auth_token').where('expires_at', '<', before).execute();
  await db.deleteFrom('verification_code').where('expires_at', '<', before).execute();
  await db.deleteFrom('rate_limit_window').where('window_start', '<', before).execute();
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
