import { billingHistorySchema, MembershipMessage } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../../testing/test-app.js';
import { failureOf, resultOf } from '../../../testing/content-client.js';
import { manualClock } from '../../../testing/membership-client.js';
import { runMoneyJobs } from '../jobs.js';
import { buy, MONEY_ENV, moneyCall, newBuyer, signInAgain, type Buyer } from '../../../testing/money.js';
import { refundSubscription } from './subscriptions.js';
import { latestSubscription } from '../../../testing/subscriptions.js';

const clock = manualClock();

describeWithServer(
  'billing history: GET /subscription/history',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const history = async (buyer: Buyer) =>
      resultOf(await moneyCall(app(), 'GET', '/subscription/history', buyer), billingHistorySchema);

    test('a paid plan is one charge with its receipt: amount, date, plan, card, the provider’s charge id', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2, '5555555555554444');
      const subscription = await latestSubscription(db(), buyer.userId);
      expect(await history(buyer)).toEqual([
        {
          Id: expect.any(Number),
          Kind: 'charge',
          Date: clock.now().toISOString(),
          AmountMinor: 999,
          Currency: 'USD',
          Plan: 'Monthly',
          SubscriptionId: subscription.id,
          CardLast4: '4444',
          ChargeId: subscription.last_charge_id,
        },
      ]);
      expect(subscription.last_charge_id).toMatch(/^ch_sandbox_/);
    });

    test('a trial charges nothing until it turns into its plan; then the renewal is a charge of the plan', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 1);
      expect(await history(buyer)).toEqual([]);
      const trial = await latestSubscription(db(), buyer.userId);
      clock.advance((trial.period_end.getTime() - clock.now().getTime()) / 1000 + 1);
      await runMoneyJobs(app().money);
      const renewed = await latestSubscription(db(), buyer.userId);
      expect(await history(await signInAgain(app(), buyer))).toMatchObject([
        {
          Kind: 'charge',
          AmountMinor: 999,
          Plan: 'Monthly',
          CardLast4: '4242',
          ChargeId: renewed.last_charge_id,
        },
      ]);
    });

    test('a refund is listed above its charge with the same amount and charge id', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 3);
      const subscription = await latestSubscription(db(), buyer.userId);
      await refundSubscription(app().money, subscription.id);
      const [refund, charge] = await history(buyer);
      expect(charge).toMatchObject({ Kind: 'charge', AmountMinor: 9999, Plan: 'Yearly' });
      expect(refund).toMatchObject({
        Kind: 'refund',
        AmountMinor: 9999,
        Plan: 'Yearly',
        ChargeId: charge?.ChargeId,
        SubscriptionId: subscription.id,
      });
    });

    test('each member reads only their own rows; without a session the call is refused', async () => {
      const first = await newBuyer(app(), db());
      const second = await newBuyer(app(), db());
      await buy(app(), first, 2);
      await buy(app(), second, 3);
      const firstHistory = await history(first);
      const secondHistory = await history(second);
      expect(firstHistory.map((item) => item.AmountMinor)).toEqual([999]);
      expect(secondHistory.map((item) => item.AmountMinor)).toEqual([9999]);
      const anonymous = await moneyCall(app(), 'GET', '/subscription/history', null);
      expect(failureOf(anonymous, 401)).toBe(MembershipMessage.SignInRequired);
    });
  },
  { env: MONEY_ENV, clock },
);
