import type { BillingHistoryItem } from '@sahra/contracts';
import { z } from 'zod';
import type { Db } from '../../../platform/db.js';
import { offerById, type OfferRecord } from '../offers/offer-repository.js';
import { ledgerEntriesOf, type LedgerMoneyRow } from './history-repository.js';

/**
 * Ledger events that took money from the member: a purchase's subscription start (when paid), a
 * renewal, and a paid purchase that backed nothing (ADR 028; refunded by the refund job).
 */
export const CHARGE_EVENTS = ['subscription.started', 'renewal.charged', 'purchase.backs-nothing'] as const;
/** Ledger events that gave a charge back; the charge is the one with the same charge key. */
export const REFUND_EVENTS = ['subscription.refunded', 'charge.refunded'] as const;

/** What the ledger keeps beside a charge (subscriptions.ts, renewal.ts); older entries have none of it. */
const chargeDetailsSchema = z.object({
  chargeId: z.string().nullish(),
  cardLast4: z.string().nullish(),
  offerId: z.number().int().nullish(),
});
export type ChargeDetails = z.infer<typeof chargeDetailsSchema>;

export function chargeDetails(details: unknown): ChargeDetails {
  const parsed = chargeDetailsSchema.safeParse(typeof details === 'string' ? JSON.parse(details) : details);
  return parsed.success ? parsed.data : {};
}

/** A charge as the history and the receipt e-mail tell it. */
export interface Receipt {
  ledgerId: number;
  at: Date;
  amountMinor: number;
  currency: string;
  offerId: number | null;
  cardLast4: string | null;
  chargeId: string;
  subscriptionId: number | null;
}

export function receiptOf(row: {
  id: number;
  occurred_at: Date;
  amount_minor: number | null;
  currency: string | null;
  charge_key: string | null;
  subscription_id: number | null;
  details: unknown;
  subscription_offer_id?: number | null;
  subscription_card_last4?: string | null;
}): Receipt {
  const details = chargeDetails(row.details);
  return {
    ledgerId: Number(row.id),
    at: row.occurred_at,
    amountMinor: row.amount_minor ?? 0,
    currency: row.currency ?? 'USD',
    offerId: details.offerId ?? row.subscription_offer_id ?? null,
    cardLast4: details.cardLast4 ?? row.subscription_card_last4 ?? null,
    chargeId: details.chargeId ?? row.charge_key ?? `ledger_${row.id}`,
    subscriptionId: row.subscription_id,
  };
}

const isCharge = (row: LedgerMoneyRow) =>
  (CHARGE_EVENTS as readonly string[]).includes(row.event) &&
  (row.amount_minor ?? 0) > 0 &&
  row.charge_key !== null;

/** Plan names by offer id, each offer read once. */
function planNames(db: Db) {
  const offers = new Map<number, Promise<OfferRecord | undefined>>();
  return async (offerId: number | null) => {
    if (offerId === null) return '';
    if (!offers.has(offerId)) offers.set(offerId, offerById(db, offerId));
    return (await offers.get(offerId))?.license.Name ?? '';
  };
}

/**
 * GET /subscription/history (docs/behaviour/subscription.md#billing-history): the member's charges, each
 * with its receipt, and the refunds of them, newest first; read from the money ledger.
 */
export async function billingHistory(db: Db, userId: number): Promise<BillingHistoryItem[]> {
  const rows = await ledgerEntriesOf(db, userId, [...CHARGE_EVENTS, ...REFUND_EVENTS]);
  const planName = planNames(db);
  const charges = new Map<string, Receipt>();
  for (const row of rows) if (isCharge(row) && row.charge_key) charges.set(row.charge_key, receiptOf(row));
  const items: BillingHistoryItem[] = [];
  for (const row of rows) {
    const charged = isCharge(row) ? receiptOf(row) : row.charge_key ? charges.get(row.charge_key) : undefined;
    // a refund of nothing paid (a trial ended by a refund) moved no money
    if (!charged) continue;
    items.push({
      Id: Number(row.id),
      Kind: isCharge(row) ? 'charge' : 'refund',
      Date: row.occurred_at.toISOString(),
      AmountMinor: charged.amountMinor,
      Currency: charged.currency,
      Plan: await planName(charged.offerId),
      SubscriptionId: row.subscription_id,
      CardLast4: charged.cardLast4,
      ChargeId: charged.chargeId,
    });
  }
  return items;
}
