import { createCustomerResultSchema, purchaseSchema, PurchaseState } from '@sahra/contracts';
import { afterAll, expect, test } from 'vitest';
import { describeWithServer } from '../../../testing/test-app.js';
import { failureOf, resultOf } from '../../../testing/content-client.js';
import { MONEY_ENV, moneyCall, newBuyer, newKey, startPurchase } from '../../../testing/money.js';
import type { MoneyFaults } from '../deps.js';
import { startFakeStripe } from '../../../testing/fake-stripe.js';

const stripe = await startFakeStripe();
const faults: MoneyFaults = {};
afterAll(() => stripe.close());

describeWithServer(
  'payments: the Stripe adapter against a stand-in of its API',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const pay = (
      buyer: Awaited<ReturnType<typeof newBuyer>>,
      purchaseId: string,
      paymentMethodID: string,
      key = newKey(),
    ) =>
      moneyCall(app(), 'POST', '/payments/subscribe', buyer, {
        body: { purchaseId, offer: 2, paymentMethodID },
        key,
      });

    test('a customer and a PaymentIntent: a purchase crashed after the charge is finished by its retry with one intent, the same Idempotency-Key', async () => {
      const buyer = await newBuyer(app(), db());
      const { customerID } = resultOf(
        await moneyCall(app(), 'POST', '/stripe/create-customer', buyer),
        createCustomerResultSchema,
      );
      expect(customerID).toMatch(/^cus_fake_/);
      const purchase = await startPurchase(app(), buyer, 2);
      const before = stripe.intents();
      const key = newKey();
      faults.afterPurchaseCharge = () => {
        throw new Error('simulated crash after Stripe charged');
      };
      expect((await pay(buyer, purchase.PurchaseId, 'pm_card_visa', key)).status).toBe(500);
      delete faults.afterPurchaseCharge;
      const paid = resultOf(await pay(buyer, purchase.PurchaseId, 'pm_card_visa', key), purchaseSchema);
      expect(paid.State).toBe(PurchaseState.Succeeded);
      expect(stripe.intents() - before).toBe(1);
      const sub = await db()
        .selectFrom('subscription')
        .selectAll()
        .where('user_id', '=', buyer.userId)
        .executeTakeFirstOrThrow();
      expect(sub).toMatchObject({ card_last4: '4242', last_charge_id: `pi_fake_${before + 1}` });
    });

    test.each([
      ['insufficient_funds', 2],
      ['card_velocity_exceeded', 3],
      ['do_not_honor', 4],
      ['fraudulent', -1],
      ['stolen_card', -2],
      ['expired_card', -3],
      ['lost_card', -4],
      ['incorrect_number', -5],
      ['incorrect_cvc', -6],
      ['generic_decline', 1],
    ])("Stripe's %s decline is card code %i with Stripe's message", async (declineCode, cardCode) => {
      const buyer = await newBuyer(app(), db());
      const purchase = await startPurchase(app(), buyer, 2);
      const refused = await pay(buyer, purchase.PurchaseId, `pm_card_decline_${declineCode}`);
      expect(failureOf(refused, 402)).toBe(`Declined: ${declineCode}`);
      expect(refused.body).toMatchObject({ ErrorCode: cardCode });
    });

    test('a trial checks its card with a SetupIntent and charges nothing: a decline is refused now with its card code', async () => {
      const trial = (buyer: Awaited<ReturnType<typeof newBuyer>>, purchaseId: string, method: string) =>
        moneyCall(app(), 'POST', '/payments/subscribe', buyer, {
          body: { purchaseId, offer: 1, paymentMethodID: method },
          key: newKey(),
        });
      const [intents, setups] = [stripe.intents(), stripe.setups()];
      const declined = await newBuyer(app(), db());
      const refused = await trial(
        declined,
        (await startPurchase(app(), declined, 1)).PurchaseId,
        'pm_card_decline_insufficient_funds',
      );
      expect(failureOf(refused, 402)).toBe('Declined: insufficient_funds');
      expect(refused.body).toMatchObject({ ErrorCode: 2 });
      const paying = await newBuyer(app(), db());
      const started = await trial(paying, (await startPurchase(app(), paying, 1)).PurchaseId, 'pm_card_visa');
      expect(resultOf(started, purchaseSchema).State).toBe(PurchaseState.Succeeded);
      expect([stripe.intents() - intents, stripe.setups() - setups]).toEqual([0, 2]);
    });

    test('a Stripe outage answers 202 with the payment pending and leaves the purchase charging for a retry', async () => {
      const buyer = await newBuyer(app(), db());
      const purchase = await startPurchase(app(), buyer, 2);
      const outage = await pay(buyer, purchase.PurchaseId, 'pm_card_outage');
      expect(resultOf(outage, purchaseSchema, 202).State).toBe(PurchaseState.Charging);
      const row = await db()
        .selectFrom('sales_purchase')
        .select('state')
        .where('id', '=', purchase.PurchaseId)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe(PurchaseState.Charging);
    });
  },
  { env: { ...MONEY_ENV, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: stripe.url }, faults },
);
