import type { Purchase } from '@sahra/contracts';
import type { Member } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { salesError } from '../errors.js';
import { offerById } from '../offers/offer-repository.js';
import { needsPaymentMethod } from '../offers/offers.js';
import { usableVoucher } from '../offers/vouchers.js';
import { purchaseByKey } from './purchase-repository.js';
import { startPurchase } from './start.js';
import { subscribe } from './subscribe.js';

/** POST /sales/voucher/redeem: a promotion that needs no card, started and completed at once. */
export async function redeemPromotion(
  deps: MoneyDeps,
  member: Member,
  key: string,
  voucherCode: string,
): Promise<Purchase> {
  const repeat = await purchaseByKey(deps.db, member.id, key);
  // a retry finds its purchase; the code it used up may have no uses left for anyone else
  const offerId = repeat?.offer_id ?? (await usableVoucher(deps.db, voucherCode, deps.clock.now())).offerId;
  const offer = await offerById(deps.db, offerId);
  if (!offer || needsPaymentMethod(offer)) throw salesError('PaymentMethodRequired');
  const started = await startPurchase(deps, member, key, { offerId, voucherCode });
  return subscribe(deps, member, `${key}:redeem`, { purchaseId: started.PurchaseId, offer: offerId });
}
