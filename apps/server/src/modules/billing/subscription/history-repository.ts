import type { Db } from '../../../platform/db.js';

/**
 * The user's money ledger entries of the named events, newest first, with the subscription they
 * belong to (its plan and card, for entries written before the ledger kept them).
 */
export function ledgerEntriesOf(db: Db, userId: number, events: readonly string[]) {
  return db
    .selectFrom('money_ledger as l')
    .leftJoin('subscription as s', 's.id', 'l.subscription_id')
    .select([
      'l.id',
      'l.occurred_at',
      'l.event',
      'l.amount_minor',
      'l.currency',
      'l.charge_key',
      'l.subscription_id',
      'l.details',
      's.offer_id as subscription_offer_id',
      's.card_last4 as subscription_card_last4',
    ])
    .where('l.user_id', '=', userId)
    .where('l.event', 'in', events)
    .orderBy('l.id', 'desc')
    .execute();
}

export type LedgerMoneyRow = Awaited<ReturnType<typeof ledgerEntriesOf>>[number];
