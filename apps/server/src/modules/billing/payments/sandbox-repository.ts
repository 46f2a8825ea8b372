import type { Insertable } from 'kysely';
import type { Database } from '../../../platform/db-schema.js';
import type { Db } from '../../../platform/db.js';

/** Books a charge unless its idempotency key has one; true when this call booked it. */
export async function bookCharge(db: Db, charge: Insertable<Database['payment_sandbox_charge']>) {
  const inserted = await db
    .insertInto('payment_sandbox_charge')
    .values(charge)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('charge_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The charges whose idempotency key starts with `keyPrefix` (a LIKE pattern), oldest first: what was really charged. */
export function chargesWithKeyPrefix(db: Db, keyPrefix: string) {
  return db
    .selectFrom('payment_sandbox_charge')
    .selectAll()
    .where('idempotency_key', 'like', `${keyPrefix}%`)
    .orderBy('created_at')
    .execute();
}

export function chargeByKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('payment_sandbox_charge')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
}

export async function markChargeRefunded(db: Db, chargeId: string) {
  await db
    .updateTable('payment_sandbox_charge')
    .set({ refunded: true })
    .where('charge_id', '=', chargeId)
    .where('succeeded', '=', true)
    .execute();
}
