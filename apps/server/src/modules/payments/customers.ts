import type { Db } from '../../platform/db.js';
import type { PaymentProvider } from './provider.js';

/** The provider customer of a user, made once: two racing calls keep the first one stored. */
export async function customerOf(
  db: Db,
  provider: PaymentProvider,
  member: { id: number; email: string },
): Promise<string> {
  const existing = await db
    .selectFrom('payment_customer')
    .select('customer_id')
    .where('user_id', '=', member.id)
    .where('provider', '=', provider.name)
    .executeTakeFirst();
  if (existing) return existing.customer_id;
  const created = await provider.createCustomer(member.id, member.email);
  await db
    .insertInto('payment_customer')
    .values({ user_id: member.id, provider: provider.name, customer_id: created })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('payment_customer')
    .select('customer_id')
    .where('user_id', '=', member.id)
    .executeTakeFirstOrThrow();
  return stored.customer_id;
}
