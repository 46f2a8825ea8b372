import { UNKNOWN_DEVICE, type SignedInDevice } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { signedInSessions } from './session-repository.js';
import type { Session } from './sessions.js';

/** The user's signed-in devices (`signedInSessions`), as the account page lists them. */
export async function signedInDevices(db: Db, clock: Clock, current: Session): Promise<SignedInDevice[]> {
  const rows = await signedInSessions(db, current.userId, clock.now());
  return rows.map((row) => ({
    Id: row.id,
    DeviceName: row.device_name || UNKNOWN_DEVICE,
    Country: row.country,
    SignedInAt: row.created_at.toISOString(),
    LastSeenAt: (row.last_seen_at ?? row.created_at).toISOString(),
    ThisDevice: row.id === current.id,
  }));
}
