import { PurchaseState, SalesErrorCode } from '@sahra/contracts';
import { AppError } from '../../../platform/errors.js';
import type { MoneyDeps } from '../deps.js';
import { offerById } from '../offers/offer-repository.js';
import type { ChargeResult } from '../payments/provider.js';
import { purchaseByChargeKey, purchasesIn } from './purchase-repository.js';
import { chargeAttempt, completeCharge } from './subscribe.js';

/**
 * The recovery job: purchases left Charging by a crash or a provider time-out send their stored
 * charge key again and are finished, so a paid purchase always gets its subscription.
 */
export async function recoverPurchases(deps: MoneyDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - deps.recoverAfterMs);
  const stuck = await purchasesIn(deps.db, PurchaseState.Charging, before, 100);
  let finished = 0;
  for (const purchase of stuck) {
    const offer = await offerById(deps.db, purchase.offer_id);
    if (!offer) continue;
    try {
      await chargeAttempt(deps, { purchase, offer });
      finished++;
    } catch (error) {
      if (!(error instanceof AppError && error.errorCode === SalesErrorCode.ProviderUnavailable)) throw error;
    }
  }
  return finished;
}

/** A charge outcome the provider reported by itself (webhook): settles the purchase still waiting for it. */
export async function settlePurchaseCharge(deps: MoneyDeps, chargeKey: string, result: ChargeResult) {
  const purchase = await purchaseByChargeKey(deps.db, chargeKey, PurchaseState.Charging);
  const offer = purchase && (await offerById(deps.db, purchase.offer_id));
  if (purchase && offer) await completeCharge(deps, { purchase, offer }, result);
}
