import { LicenseType, SubscriptionState } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import { markTrialUsed } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { appendLedger, type LedgerEntry } from '../payments/ledger-repository.js';
import { salesError } from '../errors.js';
import type { OfferRecord } from '../offers/offer-repository.js';
import { firstPeriodOf } from './add-ons.js';
import { isTerminal, RETRYING } from './states.js';
import {
  insertSubscription,
  lockOwn,
  subscriptionByChargeId,
  subscriptionById,
  subscriptionIdOfPurchase,
  updateLive,
  updatePaymentMethod,
  type SubscriptionPatch,
  type SubscriptionRow,
} from './subscription-repository.js';

const S = SubscriptionState;

/** What a paid (or free) purchase turns into. */
export interface SubscriptionStart {
  userId: number;
  offer: OfferRecord;
  purchaseId: string;
  customerId: string | null;
  paymentMethodId: string | null;
  cardLast4: string | null;
  chargeKey: string | null;
  chargeId: string | null;
  amountMinor: number;
}

/**
 * Starts the subscription of a purchase inside the purchase's transaction; one per purchase (unique),
 * so a retried completion finds the first. A trial marks the user's trial used.
 */
export async function startSubscription(tx: Db, now: Date, start: SubscriptionStart): Promise<number> {
  const end = await firstPeriodOf(tx, now, start.userId, start.offer);
  const id = await insertSubscription(tx, {
    user_id: start.userId,
    offer_id: start.offer.id,
    package_id: start.offer.packageId,
    purchase_id: start.purchaseId,
    state: S.Active,
    started_at: now,
    period_start: now,
    period_end: end,
    next_attempt_at: end,
    customer_id: start.customerId,
    payment_method_id: start.paymentMethodId,
    card_last4: start.cardLast4,
    last_charge_key: start.chargeKey,
    last_charge_id: start.chargeId,
    updated_at: now,
  });
  if (id === undefined) return subscriptionIdOfPurchase(tx, start.purchaseId);
  if (start.offer.license.Type === LicenseType.Trial) await markTrialUsed(tx, start.userId, now);
  await appendLedger(tx, now, {
    userId: start.userId,
    event: 'subscription.started',
    purchaseId: start.purchaseId,
    subscriptionId: id,
    amountMinor: start.amountMinor,
    currency: start.offer.currency,
    chargeKey: start.chargeKey,
    state: S.Active,
    // the receipt of the billing history and its e-mail: the provider's charge, the card, the plan
    details: { chargeId: start.chargeId, cardLast4: start.cardLast4, offerId: start.offer.id },
  });
  return id;
}

/**
 * Moves a live subscription to `state` with the other changes in `patch`, and writes the ledger entry;
 * a row already in a terminal state is never touched (false).
 */
export async function moveTo(
  tx: Db,
  now: Date,
  row: SubscriptionRow,
  state: number,
  patch: Omit<SubscriptionPatch, 'id' | 'state'>,
  ledger: Omit<LedgerEntry, 'userId' | 'subscriptionId' | 'state'>,
): Promise<boolean> {
  if (!(await updateLive(tx, row.id, { ...patch, state, updated_at: now }))) return false;
  await appendLedger(tx, now, { ...ledger, userId: row.user_id, subscriptionId: row.id, state });
  return true;
}

/**
 * Cancel (docs/behaviour/subscription.md#cancel): the subscription stays until the end of its period and is not charged again
 * (Cancelling, 2); while payments are retrying nothing is paid, so it ends at once (Cancelled, -2).
 */
export async function cancelSubscription({ db, clock }: MoneyDeps, userId: number, subscriptionId: number) {
  await db.transaction().execute(async (tx) => {
    const row = await lockOwn(tx, userId, subscriptionId);
    if (!row) throw salesError('SubscriptionNotFound');
    if (row.state === S.Cancelling) return;
    if (isTerminal(row.state)) throw salesError('SubscriptionEnded');
    const now = clock.now();
    // nothing is paid while retrying, so it ends at once; but a charge in flight keeps it until its outcome
    const endsNow =
      (RETRYING.has(row.state) || row.state === S.PaymentFailed) && row.pending_charge_key === null;
    await moveTo(
      tx,
      now,
      row,
      endsNow ? S.Cancelled : S.Cancelling,
      { auto_renew: false, next_attempt_at: endsNow ? now : row.period_end },
      { event: 'subscription.cancelled' },
    );
  });
}

/** Undo cancel (UndoCancel, 5): a Cancelling subscription renews again, if its period has not ended. */
export async function undoCancel({ db, clock }: MoneyDeps, userId: number, subscriptionId: number) {
  await db.transaction().execute(async (tx) => {
    const row = await lockOwn(tx, userId, subscriptionId);
    if (!row) throw salesError('SubscriptionNotFound');
    if (row.state !== S.Cancelling) {
      if (isTerminal(row.state)) throw salesError('SubscriptionEnded');
      return;
    }
    const now = clock.now();
    if (row.period_end <= now) throw salesError('SubscriptionEnded');
    await moveTo(
      tx,
      now,
      row,
      S.UndoCancel,
      { auto_renew: true, next_attempt_at: row.period_end },
      { event: 'subscription.undo-cancel' },
    );
  });
}

/** A new card for the subscription's next charges (a retry uses it at once, see payNow). */
export async function changePaymentMethod(
  { db, clock }: MoneyDeps,
  userId: number,
  subscriptionId: number,
  paymentMethodId: string,
  cardLast4: string | null,
) {
  const changed = await updatePaymentMethod(db, userId, subscriptionId, {
    payment_method_id: paymentMethodId,
    card_last4: cardLast4,
    updated_at: clock.now(),
  });
  if (!changed) throw salesError('SubscriptionNotFound');
}

/** Gives the current period's payment back and ends the subscription (Refunded, -5). */
export async function refundSubscription({ db, clock, provider }: MoneyDeps, subscriptionId: number) {
  const row = await subscriptionById(db, subscriptionId);
  if (!row) throw salesError('SubscriptionNotFound');
  if (isTerminal(row.state)) return;
  if (row.last_charge_id) await provider.refund(row.last_charge_id);
  await markRefunded(db, clock.now(), row);
}

/** Records a refund the provider made (ours or one reported by its webhook). */
export async function markRefunded(db: Db, now: Date, row: SubscriptionRow) {
  await db.transaction().execute(async (tx) => {
    await moveTo(
      tx,
      now,
      row,
      S.Refunded,
      { auto_renew: false, pending_charge_key: null, lease_until: null },
      { event: 'subscription.refunded', chargeKey: row.last_charge_key },
    );
  });
}

/** A refund the provider reported (webhook) for the charge `chargeId`; false while no subscription knows it yet. */
export async function refundedByProvider({ db, clock }: MoneyDeps, chargeId: string): Promise<boolean> {
  const row = await subscriptionByChargeId(db, chargeId);
  if (row) await markRefunded(db, clock.now(), row);
  return row !== undefined;
}
