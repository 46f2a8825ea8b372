import {
  SANDBOX_DECLINES,
  SANDBOX_PAYMENT_METHOD_PATTERN,
  SandboxOutcome,
  CardErrorCode,
} from '@sahra/contracts';
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db.js';
import {
  ProviderUnavailableError,
  type CardCheck,
  type CardCheckRequest,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
} from './provider.js';
import { bookCharge, chargeByKey, markChargeRefunded } from './sandbox-repository.js';

const UNKNOWN_METHOD = { code: CardErrorCode.Generic, message: 'No such payment method.' };

/**
 * The embedded provider: a provider's test mode in our own database. Card numbers never reach it,
 * only the tokeniser's `pm_sandbox_<outcome>_<last4>` ids; it books one charge per idempotency key,
 * declined ones included, so a retried request answers what the first one did.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Real time each charge takes before it is booked, like a provider's round trip. */
    private readonly latencyMs = 0,
  ) {}

  async createCustomer(): Promise<string> {
    return `cus_sandbox_${randomUUID().replaceAll('-', '')}`;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const match = SANDBOX_PAYMENT_METHOD_PATTERN.exec(request.paymentMethodId);
    const outcome = match?.[1] ?? 'unknown';
    const succeeded = outcome === SandboxOutcome.Succeeded || outcome === SandboxOutcome.Timeout;
    if (this.latencyMs > 0) await setTimeout(this.latencyMs);
    const booked = await bookCharge(this.db, {
      idempotency_key: request.idempotencyKey,
      charge_id: `ch_sandbox_${randomUUID().replaceAll('-', '')}`,
      customer_id: request.customerId,
      payment_method_id: request.paymentMethodId,
      amount_minor: request.amountMinor,
      currency: request.currency,
      outcome,
      succeeded,
      created_at: this.clock.now(),
    });
    // the time-out card is charged, but the first answer is lost on its way back
    if (booked && outcome === SandboxOutcome.Timeout) {
      throw new ProviderUnavailableError('sandbox: the charge timed out');
    }
    const charge = await chargeByKey(this.db, request.idempotencyKey);
    if (charge.succeeded) {
      return { status: 'succeeded', chargeId: charge.charge_id, cardLast4: match?.[2] ?? null };
    }
    const decline = SANDBOX_DECLINES[charge.outcome as SandboxOutcome] ?? UNKNOWN_METHOD;
    return { status: 'declined', chargeId: charge.charge_id, ...decline };
  }

  /** The test card's outcome, as a charge of it would have: nothing is booked, nothing charged. */
  async checkCard(request: CardCheckRequest): Promise<CardCheck> {
    const outcome = SANDBOX_PAYMENT_METHOD_PATTERN.exec(request.paymentMethodId)?.[1] ?? 'unknown';
    if (outcome === SandboxOutcome.Succeeded || outcome === SandboxOutcome.Timeout)
      return { status: 'usable' };
    return { status: 'declined', ...(SANDBOX_DECLINES[outcome as SandboxOutcome] ?? UNKNOWN_METHOD) };
  }

  async cardLast4(paymentMethodId: string): Promise<string | null> {
    return SANDBOX_PAYMENT_METHOD_PATTERN.exec(paymentMethodId)?.[2] ?? null;
  }

  async refund(chargeId: string): Promise<void> {
    await markChargeRefunded(this.db, chargeId);
  }
}
