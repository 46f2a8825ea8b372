import type { Offer, Purchase } from '@sahra/contracts';
import { membershipPost as post } from './membership-client';

/*
 * Add-on packages (ADR 030, docs/behaviour/plans-and-payment.md#add-ons), bought from a locked channel:
 * shared, because the player offers them where a channel is refused and the plans page lists them.
 */

/** The add-on as the server prices it for this member now: `FirstPeriod`, the charge today and the day it ends. */
export const quoteAddOn = (offerId: number) => post<Offer>('/sales/offer/select', { offerId });

/** The keys of one confirmation: a second click or a retry sends the same ones, so nothing is bought twice. */
export interface AddOnKeys {
  start: string;
  subscribe: string;
}

export const newAddOnKeys = (): AddOnKeys => ({ start: crypto.randomUUID(), subscribe: crypto.randomUUID() });

/** Start and Subscribe without a card: the server pays an add-on with the card of the member's plan. */
export async function buyAddOn(offerId: number, keys: AddOnKeys): Promise<Purchase> {
  const purchase = await post<Purchase>('/sales/purchase/start', { offerId }, keys.start);
  return post<Purchase>(
    '/payments/subscribe',
    { purchaseId: purchase.PurchaseId, offer: offerId },
    keys.subscribe,
  );
}
