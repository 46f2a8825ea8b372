import type { Db } from '../../../platform/db.js';

/** One entry of the append-only money ledger (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface LedgerEntry {
  userId: number;
  event: string;
  purchaseId?: string | null;
  subscriptionId?: number | null;
  amountMinor?: number | null;
  currency?: string | null;
  chargeKey?: string | null;
  state?: number | null;
  details?: Record<string, unknown>;
}

export async function appendLedger(db: Db, at: Date, entry: LedgerEntry): Promise<void> {
  await db
    .insertInto('money_ledger')
    .values({
      occurred_at: at,
      user_id: entry.userId,
      event: entry.event,
      purchase_id: entry.purchaseId ?? null,
      subscription_id: entry.subscriptionId ?? null,
      amount_minor: entry.amountMinor ?? null,
      currency: entry.currency ?? null,
      charge_key: entry.chargeKey ?? null,
      state: entry.state ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
