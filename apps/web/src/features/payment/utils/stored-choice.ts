import { SalesStorageKey, VOUCHER_PLACEHOLDER } from '@sahra/contracts';
import { readStored, removeStored } from '../../../lib/browser-storage';

/** The plan chosen on the plans page (docs/behaviour/accounts.md#cookies-and-storage `selected-offer-id`), or null. */
export function readSelectedOfferId(): number | null {
  const stored = Number(readStored('sessionStorage', SalesStorageKey.SelectedOfferId));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

/** The promotion code given with the plan (`user-promo-code`); the promo button's VOUCHER placeholder is none. */
export function readPromoCode(): string | undefined {
  const code = readStored('sessionStorage', SalesStorageKey.UserPromoCode);
  return code && code !== VOUCHER_PLACEHOLDER ? code : undefined;
}

/** A purchase done: the choice that led to it is forgotten. */
export function forgetPlanChoice() {
  removeStored('sessionStorage', SalesStorageKey.SelectedOfferId);
  removeStored('sessionStorage', SalesStorageKey.UserPromoCode);
}
