import { SalesErrorCode, SalesMessage } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { AppError, failure, ok } from '../../platform/errors.js';
import { cardCodeOf } from './stripe.js';
import type { MoneyDeps } from './deps.js';
import type { ChargeResult } from './provider.js';

/** What the sales and subscription modules do with an outcome the provider reports on its own. */
export interface Settlement {
  /** A charge (by our key) succeeded or failed; ignored unless that charge is still waiting. */
  charge(chargeKey: string, result: ChargeResult): Promise<void>;
  /** A charge was refunded; false while no subscription knows it yet (the event arrived early). */
  refunded(chargeId: string): Promise<boolean>;
}

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
 * POST /stripe/webhook: events signed with STRIPE_WEBHOOK_SECRET (checked on the raw body). A
 * replayed event is answered without effect; one that arrives before what it refers to answers 409,
 * so Stripe delivers it again later; outcomes only settle charges still waiting for them.
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  { db, clock }: MoneyDeps,
  secret: string,
  settlement: Settlement,
) {
  return app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post('/stripe/webhook', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw signatureInvalid();
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw signatureInvalid();
      }
      const seen = await db
        .selectFrom('payment_webhook_event')
        .select('event_id')
        .where('event_id', '=', event.id)
        .executeTakeFirst();
      if (seen) return ok({ received: true, duplicate: true });
      if (!(await handle(event, settlement))) {
        return reply.code(409).send(failure('WebhookTooEarly', 'The event refers to what is not known yet'));
      }
      await db
        .insertInto('payment_webhook_event')
        .values({ event_id: event.id, type: event.type, received_at: clock.now() })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .execute();
      return ok({ received: true, duplicate: false });
    });
  });
}
