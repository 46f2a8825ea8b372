import { sql } from 'kysely';
import type { Db } from '../../../platform/db.js';
import type { PurchaseRow } from './purchase-repository.js';

/** One purchase as the books see it: what it asked, what the provider charged for it, what it bought. */
export interface PurchaseBooksRow {
  purchase_id: string;
  user_id: number;
  state: string;
  amount_minor: number;
  /** Succeeded sandbox charges under the purchase's charge keys (pur_<id>_…), and how many were refunded. */
  paid: number;
  refunded: number;
  subscription_state: number | null;
}

/** Every purchase with its sandbox charges and subscription, for checking that nothing was charged twice. */
export async function purchaseBooks(db: Db): Promise<PurchaseBooksRow[]> {
  const { rows } = await sql<PurchaseBooksRow>`
    select p.id as purchase_id, p.user_id, p.state, p.amount_minor,
      (select count(*) from payment_sandbox_charge c
        where c.succeeded and c.idempotency_key like 'pur\\_' || p.id || '\\_%')::int as paid,
      (select count(*) from payment_sandbox_charge c
        where c.succeeded and c.refunded and c.idempotency_key like 'pur\\_' || p.id || '\\_%')::int as refunded,
      (select s.state from subscription s where s.purchase_id = p.id) as subscription_state
    from sales_purchase p
  `.execute(db);
  return rows;
}

/** How many purchases are in `state` now. */
export async function countPurchasesIn(db: Db, state: PurchaseRow['state']): Promise<number> {
  const { count } = await db
    .selectFrom('sales_purchase')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', '=', state)
    .executeTakeFirstOrThrow();
  return Number(count);
}
