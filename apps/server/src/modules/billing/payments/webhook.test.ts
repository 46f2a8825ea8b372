import { PurchaseState, SalesMessage, SubscriptionState } from '@sahra/contracts';
import Stripe from 'stripe';
import { expect, test } from 'vitest';
import type { App } from '../../../app.js';
import { describeWithServer } from '../../../testing/test-app.js';
import { failureOf, inject } from '../../../testing/content-client.js';
import { MONEY_ENV, newBuyer, newKey, startPurchase, subscribeWith } from '../../../testing/money.js';
import { latestSubscription } from '../../../testing/subscriptions.js';

const SECRET = 'whsec_test_secret_for_webhooks';
let eventCounter = 0;

function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: 1_700_000_000 + eventCounter,
    data: { object },
  });
}

async function deliver(
  app: App,
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
) {
  const response = await inject(app, {
    method: 'POST',
    url: '/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

describeWithServer(
  'payments: the Stripe webhook',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    /** A purchase whose charge answer was lost (time-out card): it waits, Charging, for the provider's word. */
    async function waitingPurchase() {
      const buyer = await newBuyer(app(), db());
      const purchase = await startPurchase(app(), buyer, 2);
      expect((await subscribeWith(app(), buyer, purchase, '4000000000000119', newKey())).status).toBe(202);
      const row = await db()
        .selectFrom('sales_purchase')
        .selectAll()
        .where('id', '=', purchase.PurchaseId)
        .executeTakeFirstOrThrow();
      return { buyer, row };
    }

    test('an event with a bad or missing signature is refused', async () => {
      const payload = stripeEvent('payment_intent.succeeded', {
        id: 'pi_x',
        object: 'payment_intent',
        metadata: {},
      });
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      expect(failureOf(await deliver(app(), payload, forged), 400)).toBe(
        SalesMessage.WebhookSignatureInvalid,
      );
      expect(failureOf(await deliver(app(), payload, ''), 400)).toBe(SalesMessage.WebhookSignatureInvalid);
      const tampered = payload.replace('pi_x', 'pi_y');
      const signedOriginal = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      expect(failureOf(await deliver(app(), tampered, signedOriginal), 400)).toBe(
        SalesMessage.WebhookSignatureInvalid,
      );
    });

    test('payment_intent.succeeded settles the waiting purchase once; a replay and a late failure change nothing', async () => {
      const { buyer, row } = await waitingPurchase();
      expect(row.state).toBe(PurchaseState.Charging);
      const succeeded = stripeEvent('payment_intent.succeeded', {
        id: 'pi_settled_1',
        object: 'payment_intent',
        metadata: { chargeKey: row.provider_charge_key },
      });
      expect((await deliver(app(), succeeded)).body).toMatchObject({ Result: { duplicate: false } });
      expect((await deliver(app(), succeeded)).body).toMatchObject({ Result: { duplicate: true } });
      const failedLate = stripeEvent('payment_intent.payment_failed', {
        id: 'pi_settled_1',
        object: 'payment_intent',
        metadata: { chargeKey: row.provider_charge_key },
        last_payment_error: {
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Declined',
        },
      });
      expect((await deliver(app(), failedLate)).status).toBe(200);
      const settled = await db()
        .selectFrom('sales_purchase')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(settled.state).toBe(PurchaseState.Succeeded);
      expect(await latestSubscription(db(), buyer.userId)).toMatchObject({
        state: SubscriptionState.Active,
        last_charge_id: 'pi_settled_1',
      });
      const subscriptions = await db()
        .selectFrom('subscription')
        .select('id')
        .where('user_id', '=', buyer.userId)
        .execute();
      expect(subscriptions).toHaveLength(1);
    });

    test('a refund that arrives before its payment is answered 409 (delivered again later) and then refunds the subscription', async () => {
      const { buyer, row } = await waitingPurchase();
      const refunded = stripeEvent('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_refunded_1',
      });
      expect((await deliver(app(), refunded)).status).toBe(409);
      const succeeded = stripeEvent('payment_intent.succeeded', {
        id: 'pi_refunded_1',
        object: 'payment_intent',
        metadata: { chargeKey: row.provider_charge_key },
      });
      expect((await deliver(app(), succeeded)).status).toBe(200);
      expect((await latestSubscription(db(), buyer.userId)).state).toBe(SubscriptionState.Active);
      expect((await deliver(app(), refunded)).body).toMatchObject({ Result: { duplicate: false } });
      expect((await latestSubscription(db(), buyer.userId)).state).toBe(SubscriptionState.Refunded);
    });

    test('a declined payment reported by the webhook fails the waiting purchase with its card code', async () => {
      const { row } = await waitingPurchase();
      const failed = stripeEvent('payment_intent.payment_failed', {
        id: 'pi_failed_1',
        object: 'payment_intent',
        metadata: { chargeKey: row.provider_charge_key },
        last_payment_error: {
          code: 'card_declined',
          decline_code: 'stolen_card',
          message: 'Your card was reported stolen.',
        },
      });
      expect((await deliver(app(), failed)).status).toBe(200);
      const settled = await db()
        .selectFrom('sales_purchase')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(settled).toMatchObject({ state: PurchaseState.Failed, reason_code: -2 });
    });
  },
  { env: { ...MONEY_ENV, STRIPE_WEBHOOK_SECRET: SECRET } },
);
