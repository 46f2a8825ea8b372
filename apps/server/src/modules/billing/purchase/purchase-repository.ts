import { type Insertable, type Selectable, type Updateable } from 'kysely';
import { lockUserForTransaction, UserAdvisoryLock } from '../../../platform/advisory-locks.js';
import type { Database } from '../../../platform/db-schema.js';
import type { Db } from '../../../platform/db.js';

export type PurchaseRow = Selectable<Database['sales_purchase']>;
type PurchasePatch = Updateable<Database['sales_purchase']>;

/** Purchases of one member are begun one at a time (a transaction-scoped advisory lock). */
export function lockMemberPurchases(tx: Db, userId: number) {
  return lockUserForTransaction(tx, UserAdvisoryLock.Purchase, userId);
}

/** The purchase a user started under an Idempotency-Key. */
export function purchaseByKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function selectOwn(db: Db, userId: number, purchaseId: string) {
  return db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('user_id', '=', userId);
}

export function ownPurchase(db: Db, userId: number, purchaseId: string) {
  return selectOwn(db, userId, purchaseId).executeTakeFirst();
}

/** The user's purchase, locked for the caller's transaction. */
export function lockOwnPurchase(tx: Db, userId: number, purchaseId: string) {
  return selectOwn(tx, userId, purchaseId).forUpdate().executeTakeFirst();
}

export function lockPurchase(tx: Db, purchaseId: string) {
  return tx
    .selectFrom('sales_purchase')
    .selectAll()
    .where('id', '=', purchaseId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The new purchase; undefined when the user's key already has one (a racing request stored it). */
export function insertPurchase(tx: Db, values: Insertable<Database['sales_purchase']>) {
  return tx
    .insertInto('sales_purchase')
    .values(values)
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updatePurchase(tx: Db, purchaseId: string, patch: PurchasePatch) {
  return tx
    .updateTable('sales_purchase')
    .set(patch)
    .where('id', '=', purchaseId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes a purchase only while it is in one of `states`; undefined when it is not. */
export function updatePurchaseIn(
  db: Db,
  purchaseId: string,
  states: PurchaseRow['state'][],
  patch: PurchasePatch,
) {
  return db
    .updateTable('sales_purchase')
    .set(patch)
    .where('id', '=', purchaseId)
    .where('state', 'in', states)
    .returningAll()
    .executeTakeFirst();
}

/** Up to `limit` purchases in `state` last changed at or before `before`. */
export function purchasesIn(db: Db, state: PurchaseRow['state'], before: Date, limit: number) {
  return db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('state', '=', state)
    .where('updated_at', '<=', before)
    .limit(limit)
    .execute();
}

export function purchaseByChargeKey(db: Db, chargeKey: string, state: PurchaseRow['state']) {
  return db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('provider_charge_key', '=', chargeKey)
    .where('state', '=', state)
    .executeTakeFirst();
}

/** The user's purchase of one package line that is charging, if any (the database allows one). */
export function chargingOnLine(db: Db, userId: number, packageId: number) {
  return db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('user_id', '=', userId)
    .where('package_id', '=', packageId)
    .where('state', '=', 'Charging')
    .executeTakeFirst();
}

/** The user's purchase charging now, the newest if more than one line has one. */
export function newestCharging(db: Db, userId: number) {
  return db
    .selectFrom('sales_purchase')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'Charging')
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
}
