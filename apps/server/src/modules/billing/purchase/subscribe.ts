import { PurchaseState, type Purchase, type SubscribeRequest } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import { AppError } from '../../../platform/errors.js';
import type { Member } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { salesError } from '../errors.js';
import { offerById, type OfferRecord } from '../offers/offer-repository.js';
import { needsPaymentMethod } from '../offers/offers.js';
import { boundCustomer } from '../payments/customers.js';
import { claimKey, requestHash } from '../payments/idempotency.js';
import { oweRefund } from '../payments/refunds.js';
import { appendLedger } from '../payments/ledger-repository.js';
import { ProviderUnavailableError, type ChargeResult } from '../payments/provider.js';
import { endSuperseded, lineHolder } from '../subscription/lines.js';
import { startSubscription } from '../subscription/subscriptions.js';
import {
  lockMemberPurchases,
  lockOwnPurchase,
  lockPurchase,
  ownPurchase,
  updatePurchase,
  type PurchaseRow,
} from './purchase-repository.js';
import { ensureLineFree, toPurchase } from './start.js';

/** What a charge attempt needs, fixed in the database before the provider is called. */
export interface Attempt {
  purchase: PurchaseRow;
  offer: OfferRecord;
}

const declined = (row: PurchaseRow) =>
  new AppError(402, row.reason_code ?? 1, row.reason_message ?? 'Your card was declined.');

/**
 * Writes a charge's outcome, once: only a purchase still Charging under this key changes. A paid
 * purchase starts its subscription in the same transaction, so "charged" never stays without one.
 */
export async function completeCharge(
  { db, clock }: MoneyDeps,
  attempt: Attempt,
  result: ChargeResult | null,
): Promise<PurchaseRow> {
  return db.transaction().execute(async (tx) => {
    const now = clock.now();
    // under the member's purchase lock, as the line checks of start and Subscribe are
    await lockMemberPurchases(tx, attempt.purchase.user_id);
    const row = await lockPurchase(tx, attempt.purchase.id);
    if (
      row.state !== PurchaseState.Charging ||
      row.provider_charge_key !== attempt.purchase.provider_charge_key
    ) {
      return row;
    }
    const ledger = {
      userId: row.user_id,
      purchaseId: row.id,
      amountMinor: row.amount_minor,
      currency: row.currency,
      chargeKey: row.provider_charge_key,
    };
    if (result && result.status === 'declined') {
      await appendLedger(tx, now, { ...ledger, event: 'purchase.declined', details: { code: result.code } });
      return updatePurchase(tx, row.id, {
        state: PurchaseState.Failed,
        reason_code: result.code,
        reason_message: result.message,
        updated_at: now,
      });
    }
    const cardLast4 = result?.cardLast4 ?? row.card_last4;
    await endSuperseded(tx, now, row.user_id, row.package_id);
    const holder = await lineHolder(tx, now, row.user_id, row.package_id);
    if (holder) return backsNothing(tx, now, row, result, holder.id);
    const subscriptionId = await startSubscription(tx, now, {
      userId: row.user_id,
      offer: attempt.offer,
      purchaseId: row.id,
      customerId: row.customer_id,
      paymentMethodId: row.payment_method_id,
      cardLast4,
      chargeKey: result ? row.provider_charge_key : null,
      chargeId: result?.chargeId ?? null,
      amountMinor: row.amount_minor,
    });
    await appendLedger(tx, now, {
      ...ledger,
      event: result ? 'purchase.charged' : 'purchase.completed-free',
      subscriptionId,
    });
    return updatePurchase(tx, row.id, {
      state: PurchaseState.Succeeded,
      subscription_id: subscriptionId,
      card_last4: cardLast4,
      reason_code: null,
      reason_message: null,
      updated_at: now,
    });
  });
}

/**
 * A purchase completed while another subscription holds its line (ADR 028) backs nothing: it ends
 * Refunded, and its charge, if one was made, is owed back by the refund job.
 */
async function backsNothing(
  tx: Db,
  now: Date,
  row: PurchaseRow,
  result: ChargeResult | null,
  holderId: number,
): Promise<PurchaseRow> {
  if (result?.status === 'succeeded' && row.provider_charge_key) {
    await oweRefund(tx, now, {
      userId: row.user_id,
      chargeKey: row.provider_charge_key,
      chargeId: result.chargeId,
      amountMinor: row.amount_minor,
      currency: row.currency,
      purchaseId: row.id,
      reason: `subscription ${holderId} already holds the package line`,
    });
  }
  await appendLedger(tx, now, {
    userId: row.user_id,
    event: 'purchase.backs-nothing',
    purchaseId: row.id,
    subscriptionId: holderId,
    amountMinor: result?.status === 'succeeded' ? row.amount_minor : 0,
    currency: row.currency,
    chargeKey: row.provider_charge_key,
    details: {
      chargeId: result?.status === 'succeeded' ? result.chargeId : null,
      cardLast4: result?.status === 'succeeded' ? result.cardLast4 : null,
      offerId: row.offer_id,
    },
  });
  return updatePurchase(tx, row.id, { state: PurchaseState.Refunded, updated_at: now });
}

/**
 * Sends the attempt's charge (its stored key) and writes the outcome. While the provider cannot
 * answer the outcome is unknown: the purchase stays Charging (pending) for a retry or the recovery job.
 */
export async function chargeAttempt(deps: MoneyDeps, attempt: Attempt): Promise<PurchaseRow> {
  const { purchase } = attempt;
  if (purchase.amount_minor === 0) return completeCharge(deps, attempt, null);
  let result: ChargeResult;
  try {
    result = await deps.provider.charge({
      idempotencyKey: purchase.provider_charge_key ?? '',
      amountMinor: purchase.amount_minor,
      currency: purchase.currency,
      customerId: purchase.customer_id,
      paymentMethodId: purchase.payment_method_id ?? '',
      description: `Purchase ${purchase.id} of offer ${purchase.offer_id}`,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return purchase;
    throw error;
  }
  deps.faults.afterPurchaseCharge?.();
  return completeCharge(deps, attempt, result);
}

/**
 * Fixes the charge attempt in the database (state Charging, its provider key) before any provider
 * call. One purchase at a time per member (advisory lock), so two purchases cannot both pass the
 * check that the package line is free, which counts purchases still charging; the same key or an
 * attempt in flight is never charged anew.
 */
async function beginAttempt(
  { db, clock }: MoneyDeps,
  member: Member,
  key: string,
  purchaseId: string,
  body: SubscribeRequest,
  cardLast4: string | null,
  customerId: string | null,
): Promise<PurchaseRow | Attempt> {
  return db.transaction().execute(async (tx) => {
    await lockMemberPurchases(tx, member.id);
    const row = await lockOwnPurchase(tx, member.id, purchaseId);
    if (!row || row.state === PurchaseState.Cancelled) throw salesError('PurchaseNotFound');
    if (Number(body.offer) !== row.offer_id) throw salesError('OfferMismatch');
    const offer = await offerById(tx, row.offer_id);
    if (!offer) throw salesError('OfferNotFound');
    if (row.state === PurchaseState.Succeeded || row.state === PurchaseState.Refunded) return row;
    // the same call again sends the same charge key; another call must wait for the outcome
    if (row.state === PurchaseState.Charging) {
      if (row.charge_request_key !== key) throw salesError('PaymentPending');
      return { purchase: row, offer };
    }
    if (row.state === PurchaseState.Failed && row.charge_request_key === key) return row;
    const now = clock.now();
    await ensureLineFree(tx, now, member.id, row.package_id, row.id);
    const paymentMethodId = body.paymentMethodID ?? row.payment_method_id;
    if (needsPaymentMethod(offer) && !paymentMethodId) throw salesError('PaymentMethodRequired');
    const attemptNo = row.charge_attempt + 1;
    const chargeKey = `pur_${row.id}_a${attemptNo}`;
    const charging = await updatePurchase(tx, row.id, {
      state: PurchaseState.Charging,
      charge_attempt: attemptNo,
      provider_charge_key: chargeKey,
      charge_request_key: key,
      payment_method_id: paymentMethodId ?? null,
      card_last4: body.paymentMethodID ? cardLast4 : row.card_last4,
      customer_id: customerId ?? row.customer_id,
      updated_at: now,
    });
    await appendLedger(tx, now, {
      userId: member.id,
      event: 'purchase.charging',
      purchaseId: row.id,
      amountMinor: row.amount_minor,
      currency: row.currency,
      chargeKey,
    });
    return { purchase: charging, offer };
  });
}

/**
 * A purchase that costs nothing now (a trial, a full promo) charges its card only at renewal: the card
 * is checked first, as providers' setup flows do, so one that will decline is refused now (402 with
 * its card code), not a week later (issue 32). Nothing changes: the purchase waits for another card.
 */
async function checkCardOfFreeStart(
  deps: MoneyDeps,
  member: Member,
  key: string,
  body: SubscribeRequest & { purchaseId: string },
  customerId: string | null,
) {
  const row = await ownPurchase(deps.db, member.id, body.purchaseId);
  const paymentMethodId = body.paymentMethodID ?? row?.payment_method_id ?? null;
  const pending = row?.state === PurchaseState.Started || row?.state === PurchaseState.Failed;
  if (!row || !pending || row.amount_minor !== 0 || paymentMethodId === null) return;
  const check = await deps.provider
    .checkCard({ idempotencyKey: `check_${row.id}_${key}`, customerId, paymentMethodId })
    .catch((error: unknown) => {
      throw error instanceof ProviderUnavailableError ? salesError('ProviderUnavailable') : error;
    });
  if (check.status === 'declined') throw new AppError(402, check.code, check.message);
}

/**
 * POST /payments/subscribe: charges the started purchase once, whatever the retries, and starts its
 * subscription. A declined card answers 402 with the card code of docs/behaviour/plans-and-payment.md#card-codes and the provider's message.
 */
export async function subscribe(
  deps: MoneyDeps,
  member: Member,
  key: string,
  body: SubscribeRequest & { purchaseId: string },
): Promise<Purchase> {
  await claimKey(deps.db, member.id, key, requestHash('subscribe', body), deps.clock.now());
  if (!member.verified) throw salesError('VerificationRequired');
  const cardLast4 = body.paymentMethodID
    ? await deps.provider.cardLast4(body.paymentMethodID).catch((error: unknown) => {
        throw error instanceof ProviderUnavailableError ? salesError('ProviderUnavailable') : error;
      })
    : null;
  const customerId = await boundCustomer(deps.db, deps.provider, member.id, body.customerID);
  await checkCardOfFreeStart(deps, member, key, body, customerId);
  const begun = await beginAttempt(deps, member, key, body.purchaseId, body, cardLast4, customerId);
  const row = 'offer' in begun ? await chargeAttempt(deps, begun) : begun;
  if (row.state === PurchaseState.Failed) throw declined(row);
  return toPurchase(row);
}
