import { purchaseSchema, PurchaseState, SalesMessage, SubscriptionState } from '@sahra/contracts';
import { expect, test } from 'vitest';
import type { MoneyFaults } from '../deps.js';
import { describeOnEachDatabase } from '../../../testing/test-app.js';
import { failureOf, resultOf } from '../../../testing/content-client.js';
import { manualClock } from '../../../testing/membership-client.js';
import { runMoneyJobs } from '../jobs.js';
import { cancelSubscription } from '../subscription/subscriptions.js';
import { latestSubscription, renewalCharges } from '../../../testing/subscriptions.js';
import {
  buy,
  MONEY_ENV,
  moneyCall,
  newBuyer,
  newKey,
  sandboxCharges,
  startPurchase,
  subscribeWith,
} from '../../../testing/money.js';

const clock = manualClock();
const faults: MoneyFaults = {};
const crash = () => {
  throw new Error('simulated crash after the provider charged');
};

describeOnEachDatabase(
  'sales: idempotency and faults',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const purchasesOf = (userId: number) =>
      db().selectFrom('sales_purchase').selectAll().where('user_id', '=', userId).execute();

    test('20 parallel starts with one Idempotency-Key make one purchase; 20 parallel subscribes with one key charge once', async () => {
      const buyer = await newBuyer(app(), db());
      const key = newKey();
      const starts = await Promise.all(
        Array.from({ length: 20 }, () =>
          moneyCall(app(), 'POST', '/sales/purchase/start', buyer, { body: { offerId: 2 }, key }),
        ),
      );
      const ids = new Set(starts.map((answer) => resultOf(answer, purchaseSchema).PurchaseId));
      expect(ids.size).toBe(1);
      expect(await purchasesOf(buyer.userId)).toHaveLength(1);
      const [purchaseId] = [...ids];
      const purchase = resultOf(starts[0] ?? { status: 0, body: null }, purchaseSchema);
      const subscribeKey = newKey();
      const paid = await Promise.all(
        Array.from({ length: 20 }, () =>
          subscribeWith(app(), buyer, purchase, '4242424242424242', subscribeKey),
        ),
      );
      for (const answer of paid) expect(resultOf(answer, purchaseSchema).State).toBe(PurchaseState.Succeeded);
      expect(await sandboxCharges(db(), `pur_${purchaseId}`)).toHaveLength(1);
      expect(
        await db().selectFrom('subscription').select('id').where('user_id', '=', buyer.userId).execute(),
      ).toHaveLength(1);
    });

    test('a Subscribe sent twice at once under two keys charges once: the other waits for it or finds it paid', async () => {
      const buyer = await newBuyer(app(), db());
      const purchase = await startPurchase(app(), buyer, 3);
      const clicks = await Promise.all([
        subscribeWith(app(), buyer, purchase, '4242424242424242'),
        subscribeWith(app(), buyer, purchase, '4242424242424242'),
      ]);
      const paid = clicks.filter((answer) => answer.status === 200);
      expect(paid.length).toBeGreaterThanOrEqual(1);
      for (const answer of paid) expect(resultOf(answer, purchaseSchema).State).toBe(PurchaseState.Succeeded);
      for (const answer of clicks.filter((answer) => answer.status !== 200))
        expect(failureOf(answer, 409)).toBe(SalesMessage.PaymentPending);
      const charges = await sandboxCharges(db(), `pur_${purchase.PurchaseId}`);
      expect(charges.map((charge) => charge.amount_minor)).toEqual([9999]);
    });

    test('an Idempotency-Key reused with another body is refused with 409', async () => {
      const buyer = await newBuyer(app(), db());
      const key = newKey();
      const purchase = await startPurchase(app(), buyer, 2, key);
      const other = await moneyCall(app(), 'POST', '/sales/purchase/start', buyer, {
        body: { offerId: 3 },
        key,
      });
      expect(failureOf(other, 409)).toBe(SalesMessage.IdempotencyKeyReused);
      const subscribeKey = newKey();
      resultOf(await subscribeWith(app(), buyer, purchase, '4242424242424242', subscribeKey), purchaseSchema);
      const reused = await subscribeWith(app(), buyer, purchase, '5555555555554444', subscribeKey);
      expect(failureOf(reused, 409)).toBe(SalesMessage.IdempotencyKeyReused);
    });

    test('tampered offers and prices: the server charges its own price and refuses a purchase paid as another offer', async () => {
      const buyer = await newBuyer(app(), db());
      const started = resultOf(
        await moneyCall(app(), 'POST', '/sales/purchase/start', buyer, {
          body: { offerId: 3, Amount: { PriceMinor: 1 }, price: 0.01, currency: 'XXX' },
          key: newKey(),
        }),
        purchaseSchema,
      );
      expect(started.Amount).toMatchObject({ PriceMinor: 9999, Currency: 'USD' });
      const switched = await moneyCall(app(), 'POST', '/payments/subscribe', buyer, {
        body: { purchaseId: started.PurchaseId, offer: 2, paymentMethodID: 'pm_sandbox_succeeded_4242' },
        key: newKey(),
      });
      expect(failureOf(switched, 409)).toBe(SalesMessage.OfferMismatch);
      const promotionByHand = await moneyCall(app(), 'POST', '/sales/purchase/start', buyer, {
        body: { offerId: 4 },
        key: newKey(),
      });
      expect(failureOf(promotionByHand, 404)).toBe(SalesMessage.OfferNotFound);
      const wrongVoucher = await moneyCall(app(), 'POST', '/sales/purchase/start', buyer, {
        body: { offerId: 2, voucherCode: 'WELCOME30' },
        key: newKey(),
      });
      expect(failureOf(wrongVoucher, 409)).toBe(SalesMessage.OfferMismatch);
      const notANumber = await moneyCall(app(), 'POST', '/sales/purchase/start', buyer, {
        body: { offerId: 'monthly' },
        key: newKey(),
      });
      expect(notANumber.status).toBe(400);
      const paid = resultOf(await subscribeWith(app(), buyer, started, '4242424242424242'), purchaseSchema);
      expect(paid.State).toBe(PurchaseState.Succeeded);
      expect(
        (await sandboxCharges(db(), `pur_${started.PurchaseId}`)).map((charge) => charge.amount_minor),
      ).toEqual([9999]);
    });

    test('killed between "charged" and "subscription active": the retried request finishes it, charged once', async () => {
      const buyer = await newBuyer(app(), db());
      const purchase = await startPurchase(app(), buyer, 2);
      const key = newKey();
      faults.afterPurchaseCharge = crash;
      const crashed = await subscribeWith(app(), buyer, purchase, '4242424242424242', key);
      delete faults.afterPurchaseCharge;
      expect(crashed.status).toBe(500);
      expect((await purchasesOf(buyer.userId))[0]?.state).toBe(PurchaseState.Charging);
      const retried = resultOf(
        await subscribeWith(app(), buyer, purchase, '4242424242424242', key),
        purchaseSchema,
      );
      expect(retried.State).toBe(PurchaseState.Succeeded);
      expect(await sandboxCharges(db(), `pur_${purchase.PurchaseId}`)).toHaveLength(1);
      expect((await latestSubscription(db(), buyer.userId)).state).toBe(SubscriptionState.Active);
    });

    test('killed between "charged" and "subscription active" with no retry: the recovery job finishes it, charged once', async () => {
      const buyer = await newBuyer(app(), db());
      const purchase = await startPurchase(app(), buyer, 2);
      faults.afterPurchaseCharge = crash;
      expect((await subscribeWith(app(), buyer, purchase, '4242424242424242')).status).toBe(500);
      delete faults.afterPurchaseCharge;
      clock.advance(app().money.recoverAfterMs / 1000 + 1);
      const { recovered } = await runMoneyJobs(app().money);
      expect(recovered).toBeGreaterThanOrEqual(1);
      expect((await purchasesOf(buyer.userId))[0]).toMatchObject({
        state: PurchaseState.Succeeded,
        card_last4: '4242',
      });
      expect(await sandboxCharges(db(), `pur_${purchase.PurchaseId}`)).toHaveLength(1);
      expect((await latestSubscription(db(), buyer.userId)).state).toBe(SubscriptionState.Active);
    });

    test('a provider time-out answers 202 with the payment pending; the retry of that call finds the charge made', async () => {
      const buyer = await newBuyer(app(), db());
      const purchase = await startPurchase(app(), buyer, 2);
      const key = newKey();
      const timedOut = await subscribeWith(app(), buyer, purchase, '4000000000000119', key);
      expect(resultOf(timedOut, purchaseSchema, 202).State).toBe(PurchaseState.Charging);
      const retried = resultOf(
        await subscribeWith(app(), buyer, purchase, '4000000000000119', key),
        purchaseSchema,
      );
      expect(retried.State).toBe(PurchaseState.Succeeded);
      expect(await sandboxCharges(db(), `pur_${purchase.PurchaseId}`)).toHaveLength(1);
    });

    /** A monthly subscription whose renewal the provider charged just before the job "died". */
    async function crashDuringRenewal() {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2);
      const sub = await latestSubscription(db(), buyer.userId);
      clock.advance((sub.period_end.getTime() - clock.now().getTime()) / 1000 + 1);
      faults.afterRenewalCharge = crash;
      await expect(runMoneyJobs(app().money)).rejects.toThrow('simulated crash');
      delete faults.afterRenewalCharge;
      return { buyer, sub };
    }

    test('killed between a renewal charge and its outcome: the next run after the lease applies it, charged once', async () => {
      const { buyer, sub } = await crashDuringRenewal();
      expect((await latestSubscription(db(), buyer.userId)).pending_charge_key).not.toBeNull();
      // within the lease nobody touches the claim
      await runMoneyJobs(app().money);
      expect((await latestSubscription(db(), buyer.userId)).period_no).toBe(1);
      clock.advance(5 * 60 + 1);
      await runMoneyJobs(app().money);
      expect(await latestSubscription(db(), buyer.userId)).toMatchObject({
        period_no: 2,
        state: SubscriptionState.Active,
        pending_charge_key: null,
      });
      expect(await renewalCharges(db(), sub.id)).toHaveLength(1);
    });

    test('cancelled while its renewal charge is in flight: the paid period is kept as Cancelling, charged once', async () => {
      const { buyer, sub } = await crashDuringRenewal();
      await cancelSubscription(app().money, buyer.userId, sub.id);
      clock.advance(5 * 60 + 1);
      await runMoneyJobs(app().money);
      const kept = await latestSubscription(db(), buyer.userId);
      expect(kept).toMatchObject({ state: SubscriptionState.Cancelling, period_no: 2, auto_renew: false });
      expect(await renewalCharges(db(), sub.id)).toHaveLength(1);
      clock.advance((kept.period_end.getTime() - clock.now().getTime()) / 1000 + 1);
      await runMoneyJobs(app().money);
      expect((await latestSubscription(db(), buyer.userId)).state).toBe(SubscriptionState.Cancelled);
      expect(await renewalCharges(db(), sub.id)).toHaveLength(1);
    });

    test('the money ledger is append-only', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2);
      const entries = await db()
        .selectFrom('money_ledger')
        .select('event')
        .where('user_id', '=', buyer.userId)
        .execute();
      expect(entries.map((entry) => entry.event)).toEqual([
        'purchase.started',
        'purchase.charging',
        'subscription.started',
        'purchase.charged',
      ]);
      await expect(
        db().deleteFrom('money_ledger').where('user_id', '=', buyer.userId).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(
        db()
          .updateTable('money_ledger')
          .set({ event: 'changed' })
          .where('user_id', '=', buyer.userId)
          .execute(),
      ).rejects.toThrow(/append-only/);
    });
  },
  { env: MONEY_ENV, clock, faults },
);
