import { SalesStorageKey, VOUCHER_PLACEHOLDER, type AccountDetails } from '@sahra/contracts';
import { accountPaths } from '../../../config/account-paths';
import { paths } from '../../../config/paths';
import { browserStorage, type KeyValueStorage } from '../../../lib/browser-storage';

/** What a plan choice carries: an offer, a promo code, or (the promo button) the VOUCHER placeholder alone. */
export type PlanChoice = { offerId: number; promoCode?: string } | { promoCode: typeof VOUCHER_PLACEHOLDER };

/**
 * docs/behaviour/plans-and-payment.md#plan-selection: not signed in → register; signed in and e-mail or mobile verified → payment
 * subscribe, or the promo-code screen when a code was given; signed in but unverified → register-verify.
 */
export function planSelectionPath(
  session: Pick<AccountDetails, 'User'> | null | undefined,
  choice: PlanChoice,
): string {
  const user = session?.User;
  if (!user) return paths.register;
  if (!user.EmailVerified && !user.MobileVerified) {
    return accountPaths.verifyEmail(user.Email);
  }
  return choice.promoCode === undefined ? accountPaths.paymentSubscribe : accountPaths.paymentPromoCode;
}

/** Stores the choice for the screens after it (docs/behaviour/accounts.md#cookies-and-storage), replacing an earlier one. */
export function storePlanChoice(
  choice: PlanChoice,
  storage: KeyValueStorage = browserStorage('sessionStorage'),
) {
  if ('offerId' in choice) storage.setItem(SalesStorageKey.SelectedOfferId, String(choice.offerId));
  else storage.removeItem(SalesStorageKey.SelectedOfferId);
  if (choice.promoCode === undefined) storage.removeItem(SalesStorageKey.UserPromoCode);
  else storage.setItem(SalesStorageKey.UserPromoCode, choice.promoCode);
}
