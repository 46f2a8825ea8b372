import type { Purchase } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import type { Member } from '../../membership/public.js';
import { salesError } from '../errors.js';
import { newestCharging, ownPurchase } from './purchase-repository.js';
import { toPurchase } from './start.js';

/**
 * What the payment page follows while a payment is being confirmed (the provider did not answer):
 * the purchase as the server holds it now, until the retry or the recovery job settles it.
 */
export async function purchaseStatus(db: Db, member: Member, purchaseId: string): Promise<Purchase> {
  const row = await ownPurchase(db, member.id, purchaseId);
  if (!row) throw salesError('PurchaseNotFound');
  return toPurchase(row);
}

/** The member's payment being confirmed now, if any: a reloaded page picks it up instead of paying again. */
export async function pendingPurchase(db: Db, member: Member): Promise<Purchase | null> {
  const row = await newestCharging(db, member.id);
  return row ? toPurchase(row) : null;
}
