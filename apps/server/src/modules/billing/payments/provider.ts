import type { CardErrorCode } from '@sahra/contracts';

/** One charge asked of a provider; the key makes a retried request find the first charge. */
export interface ChargeRequest {
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  customerId: string | null;
  paymentMethodId: string;
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; cardLast4: string | null }
  | { status: 'declined'; chargeId: string | null; code: CardErrorCode; message: string };

/** Whether a card can be charged later: usable, or declined now with its code and the provider's words. */
export type CardCheck = { status: 'usable' } | { status: 'declined'; code: CardErrorCode; message: string };

export interface CardCheckRequest {
  idempotencyKey: string;
  customerId: string | null;
  paymentMethodId: string;
}

/** The provider did not answer (time-out, outage): whether it charged is unknown until asked again. */
export class ProviderUnavailableError extends Error {}

/** A payment provider as the sales and subscription modules use it (sandbox or Stripe). */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCustomer(userId: number, email: string): Promise<string>;
  /** Throws ProviderUnavailableError when the answer is unknown; the same key may be sent again. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Checks that a card can be charged later, charging nothing (a provider's setup flow): a purchase
   * that costs nothing now (a trial) charges its card a week later, so a card that will decline is told
   * now. Throws ProviderUnavailableError when the answer is unknown.
   */
  checkCard(request: CardCheckRequest): Promise<CardCheck>;
  /** The last 4 digits of a payment method's card, shown on the account page. */
  cardLast4(paymentMethodId: string): Promise<string | null>;
  /** Gives a succeeded charge's money back; asking twice refunds once. */
  refund(chargeId: string): Promise<void>;
}
