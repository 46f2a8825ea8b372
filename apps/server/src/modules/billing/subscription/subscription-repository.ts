import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../platform/db-schema.js';
import type { Db } from '../../../platform/db.js';

export type SubscriptionRow = Selectable<Database['subscription']>;
export type SubscriptionPatch = Updateable<Database['subscription']>;

/** No instance holds the row's renewal claim at `now` (none was taken, or its lease ran out). */
const notLeasedAt = (now: Date) => (eb: ExpressionBuilder<Database, 'subscription'>) =>
  eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]);

/** The new subscription's id; undefined when its purchase already has one (the purchase id is unique). */
export async function insertSubscription(
  tx: Db,
  values: Insertable<Database['subscription']>,
): Promise<number | undefined> {
  const inserted = await tx
    .insertInto('subscription')
    .values(values)
    .onConflict((conflict) => conflict.column('purchase_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function subscriptionIdOfPurchase(tx: Db, purchaseId: string): Promise<number> {
  const existing = await tx
    .selectFrom('subscription')
    .select('id')
    .where('purchase_id', '=', purchaseId)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/** Changes a subscription that has not ended (state > 0); false when it has. */
export async function updateLive(tx: Db, id: number, patch: SubscriptionPatch): Promise<boolean> {
  const moved = await tx
    .updateTable('subscription')
    .set(patch)
    .where('id', '=', id)
    .where('state', '>', 0)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** A live subscription of the user with its card changed; false when there is none. */
export async function updatePaymentMethod(
  db: Db,
  userId: number,
  id: number,
  patch: Pick<SubscriptionPatch, 'payment_method_id' | 'card_last4' | 'updated_at'>,
): Promise<boolean> {
  const changed = await db
    .updateTable('subscription')
    .set(patch)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('state', '>', 0)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}

function selectOwn(db: Db, userId: number, id: number) {
  return db.selectFrom('subscription').selectAll().where('id', '=', id).where('user_id', '=', userId);
}

/** The user's own subscription, locked for the caller's transaction. */
export function lockOwn(tx: Db, userId: number, id: number) {
  return selectOwn(tx, userId, id).forUpdate().executeTakeFirst();
}

export function subscriptionById(db: Db, id: number) {
  return db.selectFrom('subscription').selectAll().where('id', '=', id).executeTakeFirst();
}

export function subscriptionByChargeId(db: Db, chargeId: string) {
  return db.selectFrom('subscription').selectAll().where('last_charge_id', '=', chargeId).executeTakeFirst();
}

/** Every subscription of the user, newest first. */
export function userSubscriptions(db: Db, userId: number) {
  return db
    .selectFrom('subscription')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** Stores a renewal charge's key and lease on the row, before the provider is asked. */
export async function storeClaim(tx: Db, id: number, chargeKey: string, leaseUntil: Date) {
  await tx
    .updateTable('subscription')
    .set({ pending_charge_key: chargeKey, lease_until: leaseUntil })
    .where('id', '=', id)
    .execute();
}

/** The subscription still waiting for the charge of `chargeKey`, locked; undefined once settled. */
export function lockClaimed(tx: Db, id: number, chargeKey: string) {
  return tx
    .selectFrom('subscription')
    .selectAll()
    .where('id', '=', id)
    .where('pending_charge_key', '=', chargeKey)
    .forUpdate()
    .executeTakeFirst();
}

export function subscriptionByPendingKey(db: Db, chargeKey: string) {
  return db
    .selectFrom('subscription')
    .selectAll()
    .where('pending_charge_key', '=', chargeKey)
    .executeTakeFirst();
}

/**
 * Up to `limit` live subscriptions due at `now` and not leased to an instance, locked with SKIP
 * LOCKED, so instances running the job at once take different rows.
 */
export function lockDue(tx: Db, now: Date, limit: number) {
  return tx
    .selectFrom('subscription')
    .selectAll()
    .where('state', '>', 0)
    .where('next_attempt_at', '<=', now)
    .where(notLeasedAt(now))
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The user's subscription if it is in one of `states` and not leased, locked. */
export function lockOwnInStates(tx: Db, userId: number, id: number, states: number[], now: Date) {
  return selectOwn(tx, userId, id)
    .where('state', 'in', states)
    .where(notLeasedAt(now))
    .forUpdate()
    .executeTakeFirst();
}

function liveOnLineQuery(db: Db, userId: number, packageId: number) {
  return db
    .selectFrom('subscription')
    .selectAll()
    .where('user_id', '=', userId)
    .where('package_id', '=', packageId)
    .where('state', '>', 0);
}

/** The user's subscriptions of one package line that have not ended, locked for the caller's transaction. */
export function lockLiveOnLine(tx: Db, userId: number, packageId: number) {
  return liveOnLineQuery(tx, userId, packageId).forUpdate().execute();
}

/** The same rows without locking them: the renewal job reads an add-on's base while it holds other rows. */
export function liveOnLine(db: Db, userId: number, packageId: number) {
  return liveOnLineQuery(db, userId, packageId).execute();
}
