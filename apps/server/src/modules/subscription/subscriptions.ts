import { LicenseType, SubscriptionState, type Product, type SubscriptionEntry } from '@sahra/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';
import { markTrialUsed } from '../membership/public.js';
import type { MoneyDeps } from '../payments/deps.js';
import { appendLedger, type LedgerEntry } from '../payments/ledger.js';
import { salesError } from '../sales/errors.js';
import { allOffers, nextPlan, offerPrice, type OfferRecord } from '../sales/offers.js';
import { grantsAccess, isTerminal, periodEnd, RETRYING } from './states.js';

export type SubscriptionRow = Selectable<Database['subscription']>;
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
  const end = periodEnd(now, start.offer.license);
  const inserted = await tx
    .insertInto('subscription')
    .values({
      user_id: start.userId,
      offer_id: start.offer.id,
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
    })
    .onConflict((conflict) => conflict.column('purchase_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await tx
      .selectFrom('subscription')
      .select('id')
      .where('purchase_id', '=', start.purchaseId)
      .executeTakeFirstOrThrow();
    return existing.id;
  }
  if (start.offer.license.Type === LicenseType.Trial) await markTrialUsed(tx, start.userId, now);
  await appendLedger(tx, now, {
    userId: start.userId,
    event: 'subscription.started',
    purchaseId: start.purchaseId,
    subscriptionId: inserted.id,
    amountMinor: start.amountMinor,
    currency: start.offer.currency,
    chargeKey: start.chargeKey,
    state: S.Active,
  });
  return inserted.id;
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
  patch: Partial<Omit<SubscriptionRow, 'id' | 'state'>>,
  ledger: Omit<LedgerEntry, 'userId' | 'subscriptionId' | 'state'>,
): Promise<boolean> {
  const moved = await tx
    .updateTable('subscription')
    .set({ ...patch, state, updated_at: now })
    .where('id', '=', row.id)
    .where('state', '>', 0)
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return false;
  await appendLedger(tx, now, { ...ledger, userId: row.user_id, subscriptionId: row.id, state });
  return true;
}

function lockOwn(tx: Db, userId: number, subscriptionId: number) {
  return tx
    .selectFrom('subscription')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Cancel (spec §2): the subscription stays until the end of its period and is not charged again
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
  const changed = await db
    .updateTable('subscription')
    .set({ payment_method_id: paymentMethodId, card_last4: cardLast4, updated_at: clock.now() })
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .where('state', '>', 0)
    .executeTakeFirst();
  if (changed.numUpdatedRows === 0n) throw salesError('SubscriptionNotFound');
}

/** Gives the current period's payment back and ends the subscription (Refunded, -5). */
export async function refundSubscription({ db, clock, provider }: MoneyDeps, subscriptionId: number) {
  const row = await db
    .selectFrom('subscription')
    .selectAll()
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
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

export function subscriptionByChargeId(db: Db, chargeId: string) {
  return db.selectFrom('subscription').selectAll().where('last_charge_id', '=', chargeId).executeTakeFirst();
}

export function userSubscriptions(db: Db, userId: number) {
  return db
    .selectFrom('subscription')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

async function offersById(db: Db) {
  return new Map((await allOffers(db)).map((offer) => [offer.id, offer]));
}

/** GET /subscription/get: every subscription of the user, newest (the current one) first. */
export async function subscriptionEntries(db: Db, userId: number): Promise<SubscriptionEntry[]> {
  const [rows, offers] = await Promise.all([userSubscriptions(db, userId), offersById(db)]);
  return rows.map((row) => {
    const offer = offers.get(row.offer_id);
    if (!offer) throw new Error(`subscription ${row.id} has no offer ${row.offer_id}`);
    return {
      Subscription: {
        Id: row.id,
        State: row.state,
        ExpireDate: row.period_end.toISOString(),
        AutoRenew: row.auto_renew,
      },
      License: offer.license,
      PriceTier: offerPrice(offer),
      Package: { Id: offer.packageId, Name: offer.packageName },
      Next: nextPlan(offer.nextOfferId === null ? undefined : offers.get(offer.nextOfferId)),
      CardLast4: row.card_last4,
    };
  });
}

/** The account's products (spec §3 account details): subscriptions that let the user watch now. */
export async function activeProducts(db: Db, now: Date, userId: number): Promise<Product[]> {
  const [rows, offers] = await Promise.all([userSubscriptions(db, userId), offersById(db)]);
  return rows
    .filter((row) => grantsAccess(row.state, row.period_end, now))
    .map((row) => {
      const offer = offers.get(row.offer_id);
      return {
        SubscriptionId: row.id,
        State: row.state,
        ExpireDate: row.period_end.toISOString(),
        Package: { Id: offer?.packageId ?? 0, Name: offer?.packageName ?? '' },
      };
    });
}

/** Whether the user has a subscription that plays now; a second purchase is refused meanwhile. */
export async function hasLiveSubscription(db: Db, now: Date, userId: number): Promise<boolean> {
  return (await activeProducts(db, now, userId)).length > 0;
}

const OPEN_PACKAGES = new Set(['Public', 'Free']);

/**
 * Entitlement for playback (spec §6): a Free or Public package plays for anyone signed in; any
 * other only when it is the package of the user's first product.
 */
export async function mayWatch(db: Db, now: Date, userId: number, packageName: string): Promise<boolean> {
  if (OPEN_PACKAGES.has(packageName)) return true;
  const [first] = await activeProducts(db, now, userId);
  return first?.Package.Name === packageName;
}
