import { DAY_MS, SandboxOutcome, SubscriptionState } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../../testing/test-app.js';
import { manualClock } from '../../../testing/membership-client.js';
import { runMoneyJobs } from '../jobs.js';
import { buy, MONEY_ENV, moneyCall, newBuyer } from '../../../testing/money.js';
import { payNow } from './renewal.js';
import { DUNNING } from './states.js';
import { mayWatch } from './entitlement.js';
import { changePaymentMethod } from './subscriptions.js';
import { latestSubscription, renewalCharges } from '../../../testing/subscriptions.js';

const S = SubscriptionState;
const clock = manualClock();
const PACKAGE = 'Arabic Premium';

describeWithServer(
  'subscriptions: the renewal job',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const money = () => app().money;
    /** Moves the clock to just after `at` and runs the jobs. */
    const runAt = async (at: Date) => {
      clock.advance(Math.max(0, (at.getTime() - clock.now().getTime()) / 1000 + 1));
      return runMoneyJobs(money());
    };
    const watches = (userId: number) => mayWatch(db(), clock.now(), userId, PACKAGE);

    test('a monthly plan is charged at the end of its period and runs another month', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2);
      const first = await latestSubscription(db(), buyer.userId);
      await runAt(first.period_end);
      const renewed = await latestSubscription(db(), buyer.userId);
      expect(renewed).toMatchObject({ state: S.Active, period_no: 2, period_start: first.period_end });
      const month = renewed.period_end.getTime() - renewed.period_start.getTime();
      expect(month / DAY_MS).toBeGreaterThanOrEqual(28);
      const charges = await renewalCharges(db(), first.id);
      expect(charges.map((charge) => [charge.amount_minor, charge.succeeded])).toEqual([[999, true]]);
      // running again at the same moment charges nothing more
      await runMoneyJobs(money());
      expect(await renewalCharges(db(), first.id)).toHaveLength(1);
      expect(await watches(buyer.userId)).toBe(true);
    });

    test('a trial turns into the monthly plan at its end, charged 9.99', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 1);
      const trial = await latestSubscription(db(), buyer.userId);
      expect((trial.period_end.getTime() - trial.started_at.getTime()) / DAY_MS).toBe(7);
      await runAt(trial.period_end);
      const plan = await latestSubscription(db(), buyer.userId);
      expect(plan).toMatchObject({ id: trial.id, offer_id: 2, state: S.Active, period_no: 2 });
      expect((await renewalCharges(db(), trial.id)).map((charge) => charge.amount_minor)).toEqual([999]);
    });

    test('a cancelled trial ends at its expiry without a charge, and stops playing', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 1);
      const trial = await latestSubscription(db(), buyer.userId);
      await moneyCall(app(), 'GET', '/subscription/manage/cancel', buyer, {
        query: { subscriptionId: String(trial.id) },
      });
      expect(await watches(buyer.userId)).toBe(true);
      await runAt(trial.period_end);
      expect(await latestSubscription(db(), buyer.userId)).toMatchObject({
        state: S.Cancelled,
        auto_renew: false,
      });
      expect(await renewalCharges(db(), trial.id)).toEqual([]);
      expect(await watches(buyer.userId)).toBe(false);
    });

    test('a declined renewal retries after 1, 3 and 7 days (3, then 7, still playing), then fails (6, not playing) and ends (-3)', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2);
      const sub = await latestSubscription(db(), buyer.userId);
      await changePaymentMethod(
        money(),
        buyer.userId,
        sub.id,
        `pm_sandbox_${SandboxOutcome.InsufficientFunds}_9995`,
        '9995',
      );
      const seen: [number, boolean][] = [];
      await runAt(sub.period_end);
      seen.push([(await latestSubscription(db(), buyer.userId)).state, await watches(buyer.userId)]);
      for (const days of DUNNING.retryAfterDays) {
        await runAt(new Date(sub.period_end.getTime() + days * DAY_MS));
        seen.push([(await latestSubscription(db(), buyer.userId)).state, await watches(buyer.userId)]);
      }
      await runAt(new Date(sub.period_end.getTime() + DUNNING.endAfterDays * DAY_MS));
      seen.push([(await latestSubscription(db(), buyer.userId)).state, await watches(buyer.userId)]);
      expect(seen).toEqual([
        [S.UnableToProcessPayment, true],
        [S.UnableToProcessPaymentRetrying, true],
        [S.UnableToProcessPaymentRetrying, true],
        [S.PaymentFailed, false],
        [S.PaymentFailedEnded, false],
      ]);
      const charges = await renewalCharges(db(), sub.id);
      expect(charges.map((charge) => charge.succeeded)).toEqual([false, false, false, false]);
    });

    test('a new card during the retries pays at once: Recovered (4), a new period from now', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2);
      const sub = await latestSubscription(db(), buyer.userId);
      await changePaymentMethod(money(), buyer.userId, sub.id, 'pm_sandbox_expired_0069', '0069');
      await runAt(sub.period_end);
      expect((await latestSubscription(db(), buyer.userId)).state).toBe(S.UnableToProcessPayment);
      await changePaymentMethod(money(), buyer.userId, sub.id, 'pm_sandbox_succeeded_4242', '4242');
      await payNow(money(), buyer.userId, sub.id);
      const recovered = await latestSubscription(db(), buyer.userId);
      expect(recovered).toMatchObject({ state: S.Recovered, retry_no: 0, period_no: 2, card_last4: '4242' });
      expect(recovered.period_start.getTime()).toBe(clock.now().getTime());
      expect((await renewalCharges(db(), sub.id)).map((charge) => charge.succeeded)).toEqual([false, true]);
      // the next renewal is on time again: Active
      await runAt(recovered.period_end);
      expect((await latestSubscription(db(), buyer.userId)).state).toBe(S.Active);
    });

    test('a free promotion completes at its end (-7) and stops playing', async () => {
      const buyer = await newBuyer(app(), db());
      await moneyCall(app(), 'POST', '/sales/voucher/redeem', buyer, {
        body: { voucherCode: 'WELCOME30' },
        key: `redeem-${buyer.userId}-welcome`,
      });
      const promotion = await latestSubscription(db(), buyer.userId);
      await runAt(promotion.period_end);
      expect((await latestSubscription(db(), buyer.userId)).state).toBe(S.Completed);
      expect(await watches(buyer.userId)).toBe(false);
    });
  },
  { env: MONEY_ENV, clock },
);
