import type { Db } from '../../../platform/db.js';
import type { RatePolicy } from '../../membership/public.js';
import { salesError } from '../errors.js';
import { countUse, hasRedeemed, insertRedemption, voucherByCode } from './voucher-repository.js';

export interface Voucher {
  code: string;
  offerId: number;
}

/** Promotion codes are guessable secrets: their look-ups are counted per address and per user. */
export const VoucherPolicies = {
  perAddress: { name: 'voucher-address', limit: 100, windowSeconds: 15 * 60 },
  perUser: { name: 'voucher-user', limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RatePolicy>;

async function refusal(db: Db, code: string, now: Date) {
  const voucher = await voucherByCode(db, code);
  if (!voucher) return salesError('VoucherNotFound');
  if (voucher.expires_at <= now) return salesError('VoucherExpired');
  if (voucher.uses >= voucher.max_uses) return salesError('VoucherUsedUp');
  return undefined;
}

/** A code that can still be redeemed (not expired, not used up); the refusal says why not. */
export async function usableVoucher(db: Db, code: string, now: Date): Promise<Voucher> {
  const reason = await refusal(db, code, now);
  if (reason) throw reason;
  const voucher = await voucherByCode(db, code);
  if (!voucher) throw salesError('VoucherNotFound');
  return { code: voucher.code, offerId: voucher.offer_id };
}

/**
 * Uses the code once for the user, inside the caller's transaction: the use count rises only below
 * its limit (the row lock orders racing redemptions on every instance) and the user's redemption
 * row is unique, so a second one rolls the whole transaction back.
 */
export async function redeemVoucher(tx: Db, code: string, userId: number, now: Date): Promise<Voucher> {
  if (await hasRedeemed(tx, code, userId)) throw salesError('VoucherAlreadyRedeemed');
  const used = await countUse(tx, code, now);
  if (!used) throw (await refusal(tx, code, now)) ?? salesError('VoucherNotFound');
  if (!(await insertRedemption(tx, code, userId, now))) throw salesError('VoucherAlreadyRedeemed');
  return { code: used.code, offerId: used.offer_id };
}
