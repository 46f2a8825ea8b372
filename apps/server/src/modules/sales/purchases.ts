import {
  LicenseType,
  PurchaseState,
  SalesErrorCode,
  type Purchase,
  type PurchaseStartRequest,
  type SubscribeRequest,
} from '@sahra/contracts';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Member } from '../membership/public.js';
import type { MoneyDeps } from '../payments/deps.js';
import { claimKey, keyReused, requestHash } from '../payments/idempotency.js';
import { appendLedger } from '../payments/ledger.js';
import { ProviderUnavailableError, type ChargeResult } from '../payments/provider.js';
import { hasLiveSubscription, startSubscription } from '../subscription/subscriptions.js';
import { salesError } from './errors.js';
import { needsPaymentMethod, offerById, priceTier, soldIn, type OfferRecord } from './offers.js';
import { redeemVoucher, usableVoucher } from './vouchers.js';

type PurchaseRow = Selectable<Database['sales_purchase']>;

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    PurchaseId: row.id,
    OfferId: row.offer_id,
    State: row.state,
    Amount: priceTier(row.amount_minor, row.amount_minor, row.currency),
    ReasonCode: row.reason_code,
  };
}

/** The purchase a user started under an Idempotency-Key. */
function purchaseByKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function ownPurchase(db: Db, userId: number, purchaseId: string) {
  return db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The offer a member may buy: active, sold in their country, a trial only while they have not used
 * one, an unlisted promotion only through its voucher. Anything else is "not available", so ids
 * tried by hand learn nothing.
 */
export async function offerForMember(
  db: Db,
  member: Member,
  offerId: number,
  voucherCode: string | undefined,
  now: Date,
): Promise<OfferRecord> {
  const offer = await offerById(db, offerId);
  if (!offer || !offer.isActive || !soldIn(offer, member.country)) throw salesError('OfferNotFound');
  if (offer.license.Type === LicenseType.Trial && member.trialUsedAt) throw salesError('OfferNotFound');
  if (voucherCode !== undefined) {
    const voucher = await usableVoucher(db, voucherCode, now);
    if (voucher.offerId !== offer.id) throw salesError('OfferMismatch');
  } else if (!offer.listed) {
    throw salesError('OfferNotFound');
  }
  return offer;
}

/** No second subscription while one plays, and only verified members pay (spec §6). */
async function mayBuy(db: Db, member: Member, now: Date) {
  if (!member.verified) throw salesError('VerificationRequired');
  if (await hasLiveSubscription(db, now, member.id)) throw salesError('AlreadySubscribed');
}

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
  await mayBuy(db, member, now);
  const offer = await offerForMember(db, member, request.offerId, request.voucherCode, now);
  const stored = await db.transaction().execute(async (tx) => {
    const id = randomUUID();
    const inserted = await tx
      .insertInto('sales_purchase')
      .values({
        id,
        user_id: member.id,
        idempotency_key: key,
        request_hash: hash,
        offer_id: offer.id,
        voucher_code: request.voucherCode ?? null,
        amount_minor: offer.priceMinor,
        currency: offer.currency,
        state: PurchaseState.Started,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return undefined;
    if (request.voucherCode !== undefined) await redeemVoucher(tx, request.voucherCode, member.id, now);
    await appendLedger(tx, now, {
      userId: member.id,
      event: 'purchase.started',
      purchaseId: id,
      amountMinor: offer.priceMinor,
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

/** What a charge attempt needs, fixed in the database before the provider is called. */
interface Attempt {
  purchase: PurchaseRow;
  offer: OfferRecord;
}

const declined = (row: PurchaseRow) =>
  new AppError(402, row.reason_code ?? 1, row.reason_message ?? 'Your card was declined.');

/**
 * Writes a charge's outcome, once: only a purchase still Charging under this key changes. A paid
 * purchase starts its subscription in the same transaction, so "charged" never stays without one.
 */
async function completeCharge(
  { db, clock }: MoneyDeps,
  attempt: Attempt,
  result: ChargeResult | null,
): Promise<PurchaseRow> {
  return db.transaction().execute(async (tx) => {
    const now = clock.now();
    const row = await tx
      .selectFrom('sales_purchase')
      .selectAll()
      .where('id', '=', attempt.purchase.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
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
      return tx
        .updateTable('sales_purchase')
        .set({
          state: PurchaseState.Failed,
          reason_code: result.code,
          reason_message: result.message,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const cardLast4 = result?.cardLast4 ?? row.card_last4;
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
    return tx
      .updateTable('sales_purchase')
      .set({
        state: PurchaseState.Succeeded,
        subscription_id: subscriptionId,
        card_last4: cardLast4,
        reason_code: null,
        reason_message: null,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Sends the attempt's charge (its stored key) and writes the outcome; 503 while the provider cannot answer. */
async function chargeAttempt(deps: MoneyDeps, attempt: Attempt): Promise<PurchaseRow> {
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
    if (error instanceof ProviderUnavailableError) throw salesError('ProviderUnavailable');
    throw error;
  }
  deps.faults.afterPurchaseCharge?.();
  return completeCharge(deps, attempt, result);
}

/**
 * Fixes the charge attempt in the database (state Charging, its provider key) before any provider
 * call. One purchase at a time per member (advisory lock), so two purchases cannot both pass the
 * "no live subscription" check; the same key or an attempt in flight is never charged anew.
 */
async function beginAttempt(
  { db, clock }: MoneyDeps,
  member: Member,
  key: string,
  purchaseId: string,
  body: SubscribeRequest,
  cardLast4: string | null,
): Promise<PurchaseRow | Attempt> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${7_314_160}, ${member.id})`.execute(tx);
    const row = await tx
      .selectFrom('sales_purchase')
      .selectAll()
      .where('id', '=', purchaseId)
      .where('user_id', '=', member.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.state === PurchaseState.Cancelled) throw salesError('PurchaseNotFound');
    if (Number(body.offer) !== row.offer_id) throw salesError('OfferMismatch');
    const offer = await offerById(tx, row.offer_id);
    if (!offer) throw salesError('OfferNotFound');
    if (row.state === PurchaseState.Succeeded) return row;
    if (row.state === PurchaseState.Charging) return { purchase: row, offer };
    if (row.state === PurchaseState.Failed && row.charge_request_key === key) return row;
    const now = clock.now();
    if (await hasLiveSubscription(tx, now, member.id)) throw salesError('AlreadySubscribed');
    const paymentMethodId = body.paymentMethodID ?? row.payment_method_id;
    if (needsPaymentMethod(offer) && !paymentMethodId) throw salesError('PaymentMethodRequired');
    const attemptNo = row.charge_attempt + 1;
    const chargeKey = `pur_${row.id}_a${attemptNo}`;
    const charging = await tx
      .updateTable('sales_purchase')
      .set({
        state: PurchaseState.Charging,
        charge_attempt: attemptNo,
        provider_charge_key: chargeKey,
        charge_request_key: key,
        payment_method_id: paymentMethodId ?? null,
        card_last4: body.paymentMethodID ? cardLast4 : row.card_last4,
        customer_id: body.customerID ?? row.customer_id,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
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
 * POST /payments/subscribe: charges the started purchase once, whatever the retries, and starts its
 * subscription. A declined card answers 402 with the card code of spec §8 and the provider's message.
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
  const begun = await beginAttempt(deps, member, key, body.purchaseId, body, cardLast4);
  const row = 'offer' in begun ? await chargeAttempt(deps, begun) : begun;
  if (row.state === PurchaseState.Failed) throw declined(row);
  return toPurchase(row);
}

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

/** The client's report of success or failure (spec §4): recorded, but the server's record answers. */
export async function reportPurchase(
  { db, clock }: MoneyDeps,
  member: Member,
  purchaseId: string,
  outcome: 'success' | 'failed',
  reasonCode: number | undefined,
): Promise<Purchase> {
  const row = await ownPurchase(db, member.id, purchaseId);
  if (!row) throw salesError('PurchaseNotFound');
  const now = clock.now();
  await appendLedger(db, now, {
    userId: member.id,
    event: `purchase.client-${outcome}`,
    purchaseId,
    details: { reasonCode: reasonCode ?? null },
  });
  if (outcome === 'failed' && row.state === PurchaseState.Started) {
    const failed = await db
      .updateTable('sales_purchase')
      .set({ state: PurchaseState.Failed, reason_code: reasonCode ?? null, updated_at: now })
      .where('id', '=', purchaseId)
      .where('state', '=', PurchaseState.Started)
      .returningAll()
      .executeTakeFirst();
    if (failed) return toPurchase(failed);
  }
  return toPurchase(row);
}

/** POST /stripe/cancel: gives up a purchase that was never charged. */
export async function cancelPurchase({ db, clock }: MoneyDeps, member: Member, purchaseId: string) {
  const row = await ownPurchase(db, member.id, purchaseId);
  if (!row) throw salesError('PurchaseNotFound');
  if (row.state === PurchaseState.Charging || row.state === PurchaseState.Succeeded) {
    throw salesError('PurchaseAlreadyPaid');
  }
  const cancelled = await db
    .updateTable('sales_purchase')
    .set({ state: PurchaseState.Cancelled, updated_at: clock.now() })
    .where('id', '=', purchaseId)
    .where('state', 'in', [PurchaseState.Started, PurchaseState.Failed, PurchaseState.Cancelled])
    .returningAll()
    .executeTakeFirst();
  if (!cancelled) throw salesError('PurchaseAlreadyPaid');
  return toPurchase(cancelled);
}

/**
 * The recovery job: purchases left Charging by a crash or a provider time-out send their stored
 * charge key again and are finished, so a paid purchase always gets its subscription.
 */
export async function recoverPurchases(deps: MoneyDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - deps.recoverAfterMs);
  const stuck = await deps.db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('state', '=', PurchaseState.Charging)
    .where('updated_at', '<=', before)
    .limit(100)
    .execute();
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
  const purchase = await deps.db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('provider_charge_key', '=', chargeKey)
    .where('state', '=', PurchaseState.Charging)
    .executeTakeFirst();
  const offer = purchase && (await offerById(deps.db, purchase.offer_id));
  if (purchase && offer) await completeCharge(deps, { purchase, offer }, result);
}
