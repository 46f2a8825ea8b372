import type { Db } from '../../platform/db.js';

/** The newest subscription of a user, as stored. */
export function latestSubscription(db: Db, userId: number) {
  return db
    .selectFrom('subscription')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** Every charge the sandbox provider booked for a subscription's renewals (keys sub_<id>_…). */
export function renewalCharges(db: Db, subscriptionId: number) {
  return db
    .selectFrom('payment_sandbox_charge')
    .selectAll()
    .where('idempotency_key', 'like', `sub\\_${subscriptionId}\\_%`)
    .orderBy('created_at')
    .execute();
}
