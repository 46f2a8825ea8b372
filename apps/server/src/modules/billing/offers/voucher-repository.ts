import type { Db } from '../../../platform/db.js';

export function voucherByCode(db: Db, code: string) {
  return db.selectFrom('sales_voucher').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function hasRedeemed(tx: Db, code: string, userId: number): Promise<boolean> {
  const redemption = await tx
    .selectFrom('sales_voucher_redemption')
    .select('code')
    .where('code', '=', code)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return redemption !== undefined;
}

/** Counts one use of a code that has not expired and has uses left; undefined otherwise. */
export function countUse(tx: Db, code: string, now: Date) {
  return tx
    .updateTable('sales_voucher')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .whereRef('uses', '<', 'max_uses')
    .returning(['code', 'offer_id'])
    .executeTakeFirst();
}

/** The user's redemption of a code; false when one was already there (the row is unique). */
export async function insertRedemption(tx: Db, code: string, userId: number, now: Date): Promise<boolean> {
  const inserted = await tx
    .insertInto('sales_voucher_redemption')
    .values({ code, user_id: userId, redeemed_at: now })
    .onConflict((conflict) => conflict.columns(['code', 'user_id']).doNothing())
    .returning('code')
    .executeTakeFirst();
  return inserted !== undefined;
}
