import type { Db } from '../platform/db.js';
import { userSubscriptions } from '../modules/billing/subscription/subscription-repository.js';
import { chargesWithKeyPrefix } from '../modules/billing/payments/sandbox-repository.js';

/** The newest subscription of a user, as stored. */
export async function latestSubscription(db: Db, userId: number) {
  const [latest] = await userSubscriptions(db, userId);
  if (!latest) throw new Error(`user ${userId} has no subscription`);
  return latest;
}

/** Every charge the sandbox provider booked for a subscription's renewals (keys sub_<id>_…). */
export function renewalCharges(db: Db, subscriptionId: number) {
  return chargesWithKeyPrefix(db, `sub\\_${subscriptionId}\\_`);
}
