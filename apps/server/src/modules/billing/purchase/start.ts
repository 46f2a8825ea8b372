import { PurchaseState, type Purchase, type PurchaseStartRequest } from '@sahra/contracts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db.js';
import type { Member } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { salesError } from '../errors.js';
import { offerById } from '../offers/offer-repository.js';
import { offerForMember, priceTier } from '../offers/offers.js';
import { redeemVoucher } from '../offers/vouchers.js';
import { keyReused, requestHash } from '../payments/idempotency.js';
import { appendLedger } from '../payments/ledger-repository.js';
import { addOnTerms, type AddOnTerms } from '../subscription/add-ons.js';
import { lineHolder } from '../subscription/lines.js';
import { chargingOnLine, insertPurchase, purchaseByKey, type PurchaseRow } from './purchase-repository.js';

/** A purchase as the wire shows it: the amount charged now, in both units. */
export function toPurchase(row: PurchaseRow): Purchase {
  return {
    PurchaseId: row.id,
    OfferId: row.offer_id,
    State: row.state,
    Amount: priceTier(row.amount_minor, row.amount_minor, row.currency),
    ReasonCode: row.reason_code,
  };
}

/**
 * A package line takes one subscription at a time (ADR 028): a purchase is refused while a
 * subscription of the line plays or waits for a charge, or while another purchase of it is charging.
 */
export async function ensureLineFree(
  tx: Db,
  now: Date,
  userId: number,
  packageId: number,
  purchaseId?: string,
) {
  // a purchase charging turns into a subscription, so it is looked for first: one that completes
  // between the two reads is then seen as the subscription it became
  const charging = await chargingOnLine(tx, userId, packageId);
  if (await lineHolder(tx, now, userId, packageId)) throw salesError('AlreadySubscribed');
  if (charging && charging.id !== purchaseId) throw salesError('PaymentPending');
}

/** An add-on (ADR 030) is paid like its base plan, with its card, so a subscriber adds it without a card form. */
const paidLikeBase = ({ base }: AddOnTerms) => ({
  customer_id: base.customer_id,
  payment_method_id: base.payment_method_id,
  card_last4: base.card_last4,
});

/**
 * POST /sales/purchase/start: one purchase per Idempotency-Key, priced by the server from its offer.
 * A voucher is used up here, in the purchase's transaction, so a limited code is never over-spent.
 */
export async function startPurchase(
  { db, clock }: MoneyDeps,
  member: Member,
  key: string,
  request: PurchaseStartRequest & { offerId: number },
): Promise<Purchase> {
  const hash = requestHash('purchase', {
    offerId: request.offerId,
    voucherCode: request.voucherCode ?? null,
  });
  const existing = await purchaseByKey(db, member.id, key);
  if (existing) {
    if (existing.request_hash !== hash) throw keyReused();
    return toPurchase(existing);
  }
  const now = clock.now();
  if (!member.verified) throw salesError('VerificationRequired');
  // a held line answers before whether this member may have this offer (a used trial, say)
  const line = await offerById(db, request.offerId);
  if (line) await ensureLineFree(db, now, member.id, line.packageId);
  const offer = await offerForMember(db, member, request.offerId, request.voucherCode, now);
  const addOn = await addOnTerms(db, now, member.id, offer);
  const amountMinor = addOn?.amountMinor ?? offer.priceMinor;
  const stored = await db.transaction().execute(async (tx) => {
    const id = randomUUID();
    const inserted = await insertPurchase(tx, {
      id,
      user_id: member.id,
      idempotency_key: key,
      request_hash: hash,
      offer_id: offer.id,
      package_id: offer.packageId,
      voucher_code: request.voucherCode ?? null,
      amount_minor: amountMinor,
      currency: offer.currency,
      ...(addOn && paidLikeBase(addOn)),
      state: PurchaseState.Started,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) return undefined;
    if (request.voucherCode !== undefined) await redeemVoucher(tx, request.voucherCode, member.id, now);
    await appendLedger(tx, now, {
      userId: member.id,
      event: 'purchase.started',
      purchaseId: id,
      amountMinor,
      currency: offer.currency,
      details: { offerId: offer.id, voucherCode: request.voucherCode ?? null },
    });
    return inserted;
  });
  if (stored) return toPurchase(stored);
  // a request with the same key won the race: answer what it stored
  const winner = await purchaseByKey(db, member.id, key);
  if (!winner) throw new Error('a purchase with this key was neither stored nor found');
  if (winner.request_hash !== hash) throw keyReused();
  return toPurchase(winner);
}
