import { NAME_ON_CARD_MIN_LENGTH, SalesMessage, voucherCodeSchema } from '@sahra/contracts';
import { z } from 'zod';

/** Spec §5: name on card longer than 3 characters, "Invalid Full Name". */
export const nameOnCardSchema = z.object({
  nameOnCard: z.string().trim().min(NAME_ON_CARD_MIN_LENGTH, SalesMessage.InvalidFullName),
});
export type NameOnCardForm = z.input<typeof nameOnCardSchema>;

/** Spec §5: promo code of at least 5 characters, "Voucher code is too short!" (the wire schema's rule). */
export const promoCodeSchema = z.object({ code: voucherCodeSchema });
export type PromoCodeForm = z.input<typeof promoCodeSchema>;

/** Spec §5: Continue stays disabled below the minimum length. */
export const promoCodeLongEnough = (code: string) => promoCodeSchema.safeParse({ code }).success;

/** Spec §5: the cancel screen's password, "Password is required". */
export const cancelPasswordSchema = z.object({ password: z.string().min(1, SalesMessage.PasswordRequired) });
export type CancelPasswordForm = z.input<typeof cancelPasswordSchema>;
