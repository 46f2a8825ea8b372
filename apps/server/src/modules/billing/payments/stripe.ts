import { CardErrorCode } from '@sahra/contracts';
import Stripe from 'stripe';
import {
  ProviderUnavailableError,
  type CardCheck,
  type CardCheckRequest,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
} from './provider.js';

/** Stripe's decline codes (and error codes) as the card codes of docs/behaviour/plans-and-payment.md#card-codes; any other is generic (1). */
const CARD_CODES: Record<string, CardErrorCode> = {
  insufficient_funds: CardErrorCode.InsufficientFunds,
  card_velocity_exceeded: CardErrorCode.DailyLimit,
  withdrawal_count_limit_exceeded: CardErrorCode.DailyLimit,
  do_not_honor: CardErrorCode.Denied,
  transaction_not_allowed: CardErrorCode.Denied,
  fraudulent: CardErrorCode.Fraud,
  merchant_blacklist: CardErrorCode.Blacklisted,
  lost_card: CardErrorCode.Blacklisted,
  stolen_card: CardErrorCode.StolenCard,
  pickup_card: CardErrorCode.StolenCard,
  expired_card: CardErrorCode.ExpiredCard,
  incorrect_number: CardErrorCode.WrongCardNumber,
  invalid_number: CardErrorCode.WrongCardNumber,
  incorrect_cvc: CardErrorCode.WrongCvc,
  invalid_cvc: CardErrorCode.WrongCvc,
};

export function cardCodeOf(error: { decline_code?: string | undefined; code?: string | undefined }) {
  return CARD_CODES[error.decline_code ?? ''] ?? CARD_CODES[error.code ?? ''] ?? CardErrorCode.Generic;
}

/**
 * Stripe: customers and off-session PaymentIntents confirmed at once with the browser's payment
 * method (Stripe Elements). Our charge key is Stripe's Idempotency-Key, so a retry within Stripe's
 * 24 hours answers the first PaymentIntent; it also travels as metadata for the webhook.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly stripe: Stripe;
  constructor(secretKey: string, apiUrl?: string) {
    const api = apiUrl ? new URL(apiUrl) : undefined;
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(api
        ? { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' }
        : {}),
    });
  }

  async createCustomer(userId: number, email: string): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email, metadata: { userId: String(userId) } },
        { idempotencyKey: `customer_${userId}` },
      ),
    );
    return customer.id;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          payment_method: request.paymentMethodId,
          ...(request.customerId ? { customer: request.customerId } : {}),
          confirm: true,
          off_session: true,
          description: request.description,
          metadata: { chargeKey: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') {
        return { status: 'succeeded', chargeId: intent.id, cardLast4: null };
      }
      return {
        status: 'declined',
        chargeId: intent.id,
        code: CardErrorCode.Generic,
        message: 'Your card was declined.',
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return { status: 'declined', chargeId: null, code: cardCodeOf(error), message: error.message };
      }
      throw this.unavailable(error);
    }
  }

  /** A SetupIntent confirmed off session: Stripe asks the card's bank, and charges nothing. */
  async checkCard(request: CardCheckRequest): Promise<CardCheck> {
    try {
      const intent = await this.stripe.setupIntents.create(
        {
          payment_method: request.paymentMethodId,
          ...(request.customerId ? { customer: request.customerId } : {}),
          confirm: true,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'usable' };
      return { status: 'declined', code: CardErrorCode.Generic, message: 'Your card was declined.' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return { status: 'declined', code: cardCodeOf(error), message: error.message };
      }
      throw this.unavailable(error);
    }
  }

  async cardLast4(paymentMethodId: string): Promise<string | null> {
    const method = await this.call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    return method.card?.last4 ?? null;
  }

  async refund(chargeId: string): Promise<void> {
    await this.call(() =>
      this.stripe.refunds.create({ payment_intent: chargeId }, { idempotencyKey: `refund_${chargeId}` }),
    );
  }

  private unavailable(error: unknown): unknown {
    return error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError
      ? new ProviderUnavailableError(error.message)
      : error;
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.unavailable(error);
    }
  }
}
