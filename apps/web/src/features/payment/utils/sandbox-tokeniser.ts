import { sandboxPaymentMethodId } from '@sahra/contracts';
import { CardInputError } from './purchase-flow';
import { now } from '../../../lib/clock';

/** What the card fields hold; read from the inputs at the moment of paying and never stored or sent. */
export interface CardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/** The provider's own messages for card input it refuses to tokenise (as Stripe Elements words them). */
export const CardInputMessage = {
  NumberIncomplete: 'Your card number is incomplete.',
  ExpiryIncomplete: "Your card's expiration date is incomplete.",
  ExpiryPast: "Your card's expiration year is in the past.",
  CvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** Whether MM/YY names this month or a later one. */
function expiryInFuture(month: number, year: number, now: Date): boolean {
  const fullYear = 2000 + year;
  return fullYear > now.getFullYear() || (fullYear === now.getFullYear() && month >= now.getMonth() + 1);
}

/**
 * The sandbox provider's tokeniser, running in the browser as Stripe.js does: it checks the card input and
 * turns it into a payment-method id `pm_sandbox_<outcome>_<last4>` (contracts' sandbox-cards.ts). The number,
 * expiry and CVC never leave this function; only the id goes to the server.
 */
export function tokeniseSandboxCard(card: CardInput, at = now()): string {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) throw new CardInputError(CardInputMessage.NumberIncomplete);
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) throw new CardInputError(CardInputMessage.ExpiryIncomplete);
  if (!expiryInFuture(month, Number(expiry[2]), at)) throw new CardInputError(CardInputMessage.ExpiryPast);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new CardInputError(CardInputMessage.CvcIncomplete);
  return sandboxPaymentMethodId(digits);
}
