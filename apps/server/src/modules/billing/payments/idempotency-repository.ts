import type { Db } from '../../../platform/db.js';

/** Stores a key with its request's digest, unless the user stored that key before; answers the stored digest. */
export async function storeKey(db: Db, userId: number, key: string, hash: string, at: Date): Promise<string> {
  await db
    .insertInto('payment_idempotency')
    .values({ user_id: userId, idempotency_key: key, request_hash: hash, created_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .execute();
  const stored = await db
    .selectFrom('payment_idempotency')
    .select('request_hash')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return stored.request_hash;
}
