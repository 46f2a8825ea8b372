import { SalesStorageKey, VOUCHER_PLACEHOLDER, type AccountDetails } from '@sahra/contracts';

export const PlanPath = {
  register: '/register',
  verify: '/register/verify',
  paymentSubscribe: '/payment/subscribe',
  promoCode: '/payment/promo-code',
} as const;

/** What a plan choice carries: an offer, a promo code, or (the promo button) the VOUCHER placeholder alone. */
export type PlanChoice = { offerId: number; promoCode?: string } | { promoCode: typeof VOUCHER_PLACEHOLDER };

/**
 * Spec §4 plan selection: not signed in → register; signed in and e-mail or mobile verified → payment
 * subscribe, or the promo-code screen when a code was given; signed in but unverified → register-verify.
 */
export function planSelectionPath(
  session: Pick<AccountDetails, 'User'> | null | undefined,
  choice: PlanChoice,
): string {
  const user = session?.User;
  if (!user) return PlanPath.register;
  if (!user.EmailVerified && !user.MobileVerified) {
    return `${PlanPath.verify}?email=${encodeURIComponent(user.Email)}`;
  }
  return choice.promoCode === undefined ? PlanPath.paymentSubscribe : PlanPath.promoCode;
}

/** Stores the choice for the screens after it (spec §3 session storage), replacing an earlier one. */
export function storePlanChoice(choice: PlanChoice, storage: Pick<Storage, 'setItem' | 'removeItem'>) {
  if ('offerId' in choice) storage.setItem(SalesStorageKey.SelectedOfferId, String(choice.offerId));
  else storage.removeItem(SalesStorageKey.SelectedOfferId);
  if (choice.promoCode === undefined) storage.removeItem(SalesStorageKey.UserPromoCode);
  else storage.setItem(SalesStorageKey.UserPromoCode, choice.promoCode);
}
