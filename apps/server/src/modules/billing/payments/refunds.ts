import { MINUTE_MS } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import type { MoneyDeps } from '../deps.js';
import { appendLedger } from './ledger-repository.js';
import { ProviderUnavailableError } from './provider.js';
import { claimDueRefunds, insertRefund, markRefunded } from './refund-repository.js';

/** How long an instance holds a refund it is sending before another may send it again. */
const REFUND_LEASE_MS = 5 * MINUTE_MS;

/** A charge that backs nothing, to be given back by the refund job. */
export interface OwedRefund {
  userId: number;
  chargeKey: string;
  chargeId: string;
  amountMinor: number;
  currency: string;
  purchaseId?: string | null;
  subscriptionId?: number | null;
  reason: string;
}

/** Records, in the caller's transaction, that a charge is owed back; the ledger says why. */
export async function oweRefund(tx: Db, now: Date, owed: OwedRefund) {
  const added = await insertRefund(tx, {
    charge_key: owed.chargeKey,
    charge_id: owed.chargeId,
    user_id: owed.userId,
    purchase_id: owed.purchaseId ?? null,
    subscription_id: owed.subscriptionId ?? null,
    amount_minor: owed.amountMinor,
    currency: owed.currency,
    reason: owed.reason,
    state: 'Due',
    created_at: now,
  });
  if (!added) return;
  await appendLedger(tx, now, {
    userId: owed.userId,
    event: 'charge.refund-due',
    purchaseId: owed.purchaseId ?? null,
    subscriptionId: owed.subscriptionId ?? null,
    amountMinor: owed.amountMinor,
    currency: owed.currency,
    chargeKey: owed.chargeKey,
    details: { reason: owed.reason },
  });
}

/**
 * The refund job: every due refund is sent to the provider (which refunds a charge once however often
 * it is asked) and recorded once. A provider that does not answer leaves it due for the next run.
 */
export async function sendDueRefunds({ db, clock, provider }: MoneyDeps): Promise<number> {
  const now = clock.now();
  const claimed = await claimDueRefunds(db, now, new Date(now.getTime() + REFUND_LEASE_MS), 50);
  let refunded = 0;
  for (const refund of claimed) {
    try {
      await provider.refund(refund.charge_id);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) continue;
      throw error;
    }
    const done = await db.transaction().execute(async (tx) => {
      const row = await markRefunded(tx, refund.charge_key, clock.now());
      if (!row) return false;
      await appendLedger(tx, clock.now(), {
        userId: row.user_id,
        event: 'charge.refunded',
        purchaseId: row.purchase_id,
        subscriptionId: row.subscription_id,
        amountMinor: row.amount_minor,
        currency: row.currency,
        chargeKey: row.charge_key,
        details: { reason: row.reason, chargeId: row.charge_id },
      });
      return true;
    });
    if (done) refunded++;
  }
  return refunded;
}
