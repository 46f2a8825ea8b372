import { LicenseType, SubscriptionState } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import type { MoneyDeps } from '../deps.js';
import { ProviderUnavailableError, type ChargeResult } from '../payments/provider.js';
import { offerById, type OfferRecord } from '../offers/offer-repository.js';
import { baseEnded } from './add-ons.js';
import { addDays, DUNNING, periodEnd, RETRYING } from './states.js';
import {
  lockClaimed,
  lockDue,
  lockOwnInStates,
  storeClaim,
  subscriptionByPendingKey,
  type SubscriptionRow,
} from './subscription-repository.js';
import { moveTo } from './subscriptions.js';

const S = SubscriptionState;
/** How long a claimed charge belongs to one instance before another may send it again (same key). */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 50;

/** A renewal charge claimed by this instance: its key is stored on the row before the provider is asked. */
interface Claim {
  row: SubscriptionRow;
  key: string;
  offer: OfferRecord;
}

export interface RenewalReport {
  charged: number;
  declined: number;
  ended: number;
  unavailable: number;
}

/** The offer a renewal charges: a trial's or promotion's next plan, else a plan's own offer. */
async function renewalOffer(db: Db, row: SubscriptionRow): Promise<OfferRecord | undefined> {
  const current = await offerById(db, row.offer_id);
  if (!current) return undefined;
  if (current.nextOfferId !== null) return offerById(db, current.nextOfferId);
  return current.license.Type === LicenseType.Plan ? current : undefined;
}

/** An add-on (ADR 030) renews only while its base plan plays; otherwise it ends with it, uncharged. */
async function addOnWithoutBase(tx: Db, now: Date, row: SubscriptionRow): Promise<boolean> {
  const offer = await offerById(tx, row.offer_id);
  return offer !== undefined && (await baseEnded(tx, now, row, offer));
}

/** One key per period and attempt, so a crash or a second instance can only repeat the same charge. */
const chargeKey = (row: SubscriptionRow) => `sub_${row.id}_p${row.period_no + 1}_r${row.retry_no}`;

/** Claims the renewal charge of `row`, or names the state it ends in when nothing can be charged. */
async function claimCharge(tx: Db, now: Date, row: SubscriptionRow): Promise<Claim | [number, string]> {
  const offer = await renewalOffer(tx, row);
  if (!offer) return [S.Completed, 'subscription.completed'];
  if (!row.payment_method_id) return [S.Expired, 'subscription.expired'];
  const key = row.pending_charge_key ?? chargeKey(row);
  await storeClaim(tx, row.id, key, new Date(now.getTime() + LEASE_MS));
  return { row: { ...row, pending_charge_key: key }, key, offer };
}

/** Decides what a due subscription needs; ends those that end, and claims those that charge. */
async function settle(tx: Db, now: Date, row: SubscriptionRow, report: RenewalReport): Promise<Claim | null> {
  let ending: [number, string] | Claim;
  if (row.pending_charge_key === null && (row.state === S.Cancelling || !row.auto_renew)) {
    ending = [S.Cancelled, 'subscription.expired-cancelled'];
  } else if (row.pending_charge_key === null && row.state === S.PaymentFailed) {
    ending = [S.PaymentFailedEnded, 'subscription.payment-failed-ended'];
  } else if (row.pending_charge_key === null && (await addOnWithoutBase(tx, now, row))) {
    ending = [S.Cancelled, 'subscription.ended-with-base'];
  } else {
    ending = await claimCharge(tx, now, row);
  }
  if (!Array.isArray(ending)) return ending;
  const [state, event] = ending;
  await moveTo(tx, now, row, state, { auto_renew: false, lease_until: null }, { event });
  report.ended++;
  return null;
}

async function charge({ provider }: MoneyDeps, claim: Claim): Promise<ChargeResult | null> {
  try {
    return await provider.charge({
      idempotencyKey: claim.key,
      amountMinor: claim.offer.priceMinor,
      currency: claim.offer.currency,
      customerId: claim.row.customer_id,
      paymentMethodId: claim.row.payment_method_id ?? '',
      description: `Renewal of subscription ${claim.row.id}`,
    });
  } catch (error) {
    // unknown outcome: the claim stays, and once its lease ends the same key is sent again
    if (error instanceof ProviderUnavailableError) return null;
    throw error;
  }
}

/** Writes a charge's outcome, once: only while the row still carries this claim's key. */
async function apply({ db, clock }: MoneyDeps, claim: Claim, result: ChargeResult) {
  await db.transaction().execute(async (tx) => {
    const row = await lockClaimed(tx, claim.row.id, claim.key);
    if (!row) return;
    const now = clock.now();
    const amount = {
      amountMinor: claim.offer.priceMinor,
      currency: claim.offer.currency,
      chargeKey: claim.key,
    };
    const released = { pending_charge_key: null, lease_until: null };
    if (result.status === 'succeeded') {
      const wasFailing = RETRYING.has(row.state) || row.state === S.PaymentFailed;
      // a late payment starts a new period now; an on-time one continues where the last ended
      const start = wasFailing ? now : row.period_end;
      const end = periodEnd(start, claim.offer.license);
      // cancelled while this charge was in flight: the paid period is kept, and it still ends then
      const state = row.state === S.Cancelling ? S.Cancelling : wasFailing ? S.Recovered : S.Active;
      await moveTo(
        tx,
        now,
        row,
        state,
        {
          ...released,
          offer_id: claim.offer.id,
          period_start: start,
          period_end: end,
          period_no: row.period_no + 1,
          retry_no: 0,
          next_attempt_at: end,
          last_charge_key: claim.key,
          last_charge_id: result.chargeId,
          ...(result.cardLast4 ? { card_last4: result.cardLast4 } : {}),
        },
        {
          event: 'renewal.charged',
          ...amount,
          details: {
            chargeId: result.chargeId,
            cardLast4: result.cardLast4 ?? row.card_last4,
            offerId: claim.offer.id,
          },
        },
      );
      return;
    }
    if (row.state === S.Cancelling) {
      await moveTo(tx, now, row, S.Cancelled, released, { event: 'renewal.declined', ...amount });
      return;
    }
    const retryNo = row.retry_no + 1;
    const retries = DUNNING.retryAfterDays;
    const retrying = retryNo <= retries.length;
    await moveTo(
      tx,
      now,
      row,
      retrying
        ? retryNo === 1
          ? S.UnableToProcessPayment
          : S.UnableToProcessPaymentRetrying
        : S.PaymentFailed,
      {
        ...released,
        retry_no: retryNo,
        next_attempt_at: addDays(
          row.period_end,
          retrying ? (retries[retryNo - 1] ?? 0) : DUNNING.endAfterDays,
        ),
      },
      { event: 'renewal.declined', ...amount, details: { code: result.code, message: result.message } },
    );
  });
}

async function chargeAndApply(deps: MoneyDeps, claims: Claim[], report: RenewalReport) {
  for (const claim of claims) {
    const result = await charge(deps, claim);
    if (!result) {
      report.unavailable++;
      continue;
    }
    deps.faults.afterRenewalCharge?.();
    await apply(deps, claim, result);
    if (result.status === 'succeeded') report.charged++;
    else report.declined++;
  }
}

/**
 * The renewal job: charges periods that end, turns trials into their plan, retries failed payments
 * on the dunning schedule, ends cancelled and failed subscriptions. Due rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so instances running it at once share the work; a crash at any
 * step leaves a claim whose key is sent again, never a second charge.
 */
export async function runRenewals(deps: MoneyDeps): Promise<RenewalReport> {
  const report: RenewalReport = { charged: 0, declined: 0, ended: 0, unavailable: 0 };
  for (;;) {
    const now = deps.clock.now();
    const claims = await deps.db.transaction().execute(async (tx) => {
      const due = await lockDue(tx, now, BATCH);
      const found: Claim[] = [];
      for (const row of due) {
        const claim = await settle(tx, now, row, report);
        if (claim) found.push(claim);
      }
      return { due: due.length, found };
    });
    await chargeAndApply(deps, claims.found, report);
    if (claims.due < BATCH) return report;
  }
}

/** Tries a failing subscription's payment now (after a card change), outside the schedule. */
export async function payNow(
  deps: MoneyDeps,
  userId: number,
  subscriptionId: number,
): Promise<RenewalReport> {
  const report: RenewalReport = { charged: 0, declined: 0, ended: 0, unavailable: 0 };
  const now = deps.clock.now();
  const claim = await deps.db.transaction().execute(async (tx) => {
    const row = await lockOwnInStates(
      tx,
      userId,
      subscriptionId,
      [S.UnableToProcessPayment, S.UnableToProcessPaymentRetrying, S.PaymentFailed],
      now,
    );
    return row ? claimCharge(tx, now, row) : null;
  });
  if (claim && !Array.isArray(claim)) await chargeAndApply(deps, [claim], report);
  return report;
}

/** A renewal charge's outcome the provider reported by itself (webhook): applied if still pending. */
export async function settleRenewalCharge(deps: MoneyDeps, chargeKey: string, result: ChargeResult) {
  const row = await subscriptionByPendingKey(deps.db, chargeKey);
  const offer = row && (await renewalOffer(deps.db, row));
  if (row && offer) await apply(deps, { row, key: chargeKey, offer }, result);
}
