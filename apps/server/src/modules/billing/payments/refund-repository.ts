import type { Insertable } from 'kysely';
import type { Database } from '../../../platform/db-schema.js';
import type { Db } from '../../../platform/db.js';

/** A charge to give back; false when that charge already owes a refund. */
export async function insertRefund(tx: Db, values: Insertable<Database['payment_refund']>) {
  const inserted = await tx
    .insertInto('payment_refund')
    .values(values)
    .onConflict((conflict) => conflict.column('charge_key').doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Up to `limit` due refunds no other instance holds, each leased to the caller until `leaseUntil`
 * (skipped while locked, so two instances never send the same refund at once).
 */
export function claimDueRefunds(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db
    .updateTable('payment_refund')
    .set({ lease_until: leaseUntil })
    .where('charge_key', 'in', (eb) =>
      eb
        .selectFrom('payment_refund')
        .select('charge_key')
        .where('state', '=', 'Due')
        .where((inner) => inner.or([inner('lease_until', 'is', null), inner('lease_until', '<=', now)]))
        .orderBy('created_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Marks a refund made, once: undefined when another instance already did. */
export function markRefunded(tx: Db, chargeKey: string, now: Date) {
  return tx
    .updateTable('payment_refund')
    .set({ state: 'Refunded', refunded_at: now, lease_until: null })
    .where('charge_key', '=', chargeKey)
    .where('state', '=', 'Due')
    .returningAll()
    .executeTakeFirst();
}
