import type { Db } from '../../platform/db.js';
import { salesError } from './errors.js';

export interface Voucher {
  code: string;
  offerId: number;
}

async function refusal(db: Db, code: string, now: Date) {
  const voucher = await db
    .selectFrom('sales_voucher')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!voucher) return salesError('VoucherNotFound');
  if (voucher.expires_at <= now) return salesError('VoucherExpired');
  if (voucher.uses >= voucher.max_uses) return salesError('VoucherUsedUp');
  return undefined;
}

/** A code that can still be redeemed (not expired, not used up); the refusal says why not. */
export async function usableVoucher(db: Db, code: string, now: Date): Promise<Voucher> {
  const reason = await refusal(db, code, now);
  if (reason) throw reason;
  const voucher = await db
    .selectFrom('sales_voucher')
    .select(['code', 'offer_id'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { code: voucher.code, offerId: voucher.offer_id };
}

/**
 * Uses the code once for the user, inside the caller's transaction: the use count rises only below
 * its limit (the row lock orders racing redemptions on every instance) and the user's redemption
 * row is unique, so a second one rolls the whole transaction back.
 */
export async function redeemVoucher(tx: Db, code: string, userId: number, now: Date): Promise<Voucher> {
  const already = await tx
    .selectFrom('sales_voucher_redemption')
    .select('code')
    .where('code', '=', code)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (already) throw salesError('VoucherAlreadyRedeemed');
  const used = await tx
    .updateTable('sales_voucher')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .whereRef('uses', '<', 'max_uses')
    .returning(['code', 'offer_id'])
    .executeTakeFirst();
  if (!used) throw (await refusal(tx, code, now)) ?? salesError('VoucherNotFound');
  const mine = await tx
    .insertInto('sales_voucher_redemption')
    .values({ code, user_id: userId, redeemed_at: now })
    .onConflict((conflict) => conflict.columns(['code', 'user_id']).doNothing())
    .returning('code')
    .executeTakeFirst();
  if (!mine) throw salesError('VoucherAlreadyRedeemed');
  return { code: used.code, offerId: used.offer_id };
}
