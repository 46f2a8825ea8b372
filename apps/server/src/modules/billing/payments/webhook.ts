import { SalesErrorCode, SalesMessage, webhookReceiptSchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { jsonAnswers } from '../../../platform/answers.js';
import { AppError, ok } from '../../../platform/errors.js';
import { cardCodeOf } from './stripe.js';
import type { MoneyDeps } from '../deps.js';
import type { ChargeResult } from './provider.js';
import { eventSeen, recordEvent } from './webhook-repository.js';

/** What the sales and subscription modules do with an outcome the provider reports on its own. */
export interface Settlement {
  /** A charge (by our key) succeeded or failed; ignored unless that charge is still waiting. */
  charge(chargeKey: string, result: ChargeResult): Promise<void>;
  /** A charge was refunded; false while no subscription knows it yet (the event arrived early). */
  refunded(chargeId: string): Promise<boolean>;
}

/** An event about what is not known yet: 409, so the provider delivers it again later. */
const tooEarly = () => new AppError(409, 'WebhookTooEarly', 'The event refers to what is not known yet');

const signatureInvalid = () =>
  new AppError(400, SalesErrorCode.WebhookSignatureInvalid, SalesMessage.WebhookSignatureInvalid);

async function handle(event: Stripe.Event, settlement: Settlement): Promise<boolean> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const key = intent.metadata['chargeKey'];
      if (!key) return true;
      const result: ChargeResult =
        event.type === 'payment_intent.succeeded'
          ? { status: 'succeeded', chargeId: intent.id, cardLast4: null }
          : {
              status: 'declined',
              chargeId: intent.id,
              code: cardCodeOf(intent.last_payment_error ?? {}),
              message: intent.last_payment_error?.message ?? 'Your card was declined.',
            };
      await settlement.charge(key, result);
      return true;
    }
    case 'charge.refunded': {
      const intent = event.data.object.payment_intent;
      if (!intent) return true;
      return settlement.refunded(typeof intent === 'string' ? intent : intent.id);
    }
    default:
      return true;
  }
}

/**
 * Acts on a verified event once: a replay has no effect; one that refers to what is not known yet is
 * not recorded, so its next delivery is acted on.
 */
async function receiveEvent(
  { db, clock }: Pick<MoneyDeps, 'db' | 'clock'>,
  event: Stripe.Event,
  settlement: Settlement,
): Promise<'received' | 'duplicate' | 'early'> {
  if (await eventSeen(db, event.id)) return 'duplicate';
  if (!(await handle(event, settlement))) return 'early';
  await recordEvent(db, event.id, event.type, clock.now());
  return 'received';
}

/**
 * POST /stripe/webhook: events signed with STRIPE_WEBHOOK_SECRET (checked on the raw body). A
 * replayed event is answered without effect; one that arrives before what it refers to answers 409,
 * so Stripe delivers it again later; outcomes only settle charges still waiting for them.
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  deps: MoneyDeps,
  secret: string,
  settlement: Settlement,
) {
  return app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const schema = { response: jsonAnswers(webhookReceiptSchema) };
    routes.post('/stripe/webhook', { schema }, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw signatureInvalid();
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw signatureInvalid();
      }
      const outcome = await receiveEvent(deps, event, settlement);
      if (outcome === 'early') throw tooEarly();
      return ok({ received: true, duplicate: outcome === 'duplicate' });
    });
  });
}
