import type { Db } from '../../../platform/db.js';

export async function storedCustomer(db: Db, userId: number, provider: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_customer')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Stores a user's customer unless one is stored already; answers the one stored. */
export async function storeCustomer(db: Db, userId: number, provider: string, customerId: string) {
  await db
    .insertInto('payment_customer')
    .values({ user_id: userId, provider, customer_id: customerId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('payment_customer')
    .select('customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return stored.customer_id;
}
