import { NAME_ON_CARD_MIN_LENGTH, SalesMessage, voucherCodeSchema } from '@sahra/contracts';
import { z } from 'zod';

/** docs/behaviour/plans-and-payment.md#validation: name on card longer than 3 characters, "Invalid Full Name". */
export const nameOnCardSchema = z.object({
  nameOnCard: z.string().trim().min(NAME_ON_CARD_MIN_LENGTH, SalesMessage.InvalidFullName),
});
export type NameOnCardForm = z.input<typeof nameOnCardSchema>;

/** docs/behaviour/plans-and-payment.md#validation: promo code of at least 5 characters, "Voucher code is too short!" (the wire schema's rule). */
export const promoCodeSchema = z.object({ code: voucherCodeSchema });
export type PromoCodeForm = z.input<typeof promoCodeSchema>;

/** docs/behaviour/plans-and-payment.md#validation: Continue stays disabled below the minimum length. */
export const promoCodeLongEnough = (code: string) => promoCodeSchema.safeParse({ code }).success;

/** docs/behaviour/subscription.md#cancel: the cancel screen's password, "Password is required". */
export const cancelPasswordSchema = z.object({ password: z.string().min(1, SalesMessage.PasswordRequired) });
export type CancelPasswordForm = z.input<typeof cancelPasswordSchema>;
