import {
  billingHistorySchema,
  createCustomerResultSchema,
  pendingPurchaseSchema,
  purchaseSchema,
  PurchaseState,
  SalesMessage,
  SubscriptionState,
  type Purchase,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../../testing/test-app.js';
import { failureOf, resultOf } from '../../../testing/content-client.js';
import { manualClock } from '../../../testing/membership-client.js';
import { runMoneyJobs } from '../jobs.js';
import {
  buy,
  MONEY_ENV,
  moneyCall,
  newBuyer,
  newKey,
  sandboxCharges,
  startPurchase,
  subscribeWith,
  type Buyer,
} from '../../../testing/money.js';

const clock = manualClock();
const TIMEOUT_CARD = '4000000000000119';
const GOOD_CARD = '4242424242424242';
const RECOVER_AFTER_S = 60;

describeWithServer(
  'sales: one live subscription per package line, purchases in flight included',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    const purchasesOf = (userId: number) =>
      db().selectFrom('sales_purchase').selectAll().where('user_id', '=', userId).execute();
    const liveSubscriptions = (userId: number) =>
      db()
        .selectFrom('subscription')
        .selectAll()
        .where('user_id', '=', userId)
        .where('state', '>', 0)
        .execute();
    /** Every charge the provider made for the user's purchases. */
    async function chargesOf(userId: number) {
      const purchases = await purchasesOf(userId);
      return (await Promise.all(purchases.map((row) => sandboxCharges(db(), `pur_${row.id}_`)))).flat();
    }
    const ledgerEvents = async (userId: number) =>
      (
        await db()
          .selectFrom('money_ledger')
          .select('event')
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute()
      ).map((row) => row.event);

    async function pendingOf(buyer: Buyer) {
      return resultOf(await moneyCall(app(), 'GET', '/sales/purchase/pending', buyer), pendingPurchaseSchema);
    }
    async function statusOf(buyer: Buyer, purchase: Purchase) {
      return resultOf(
        await moneyCall(app(), 'GET', `/sales/purchase/${purchase.PurchaseId}`, buyer),
        purchaseSchema,
      );
    }

    test('a time-out, a reload and another card: the second payment waits for the first, which the job completes once', async () => {
      const buyer = await newBuyer(app(), db());
      const first = await startPurchase(app(), buyer, 2);
      const timedOut = await subscribeWith(app(), buyer, first, TIMEOUT_CARD);
      expect(resultOf(timedOut, purchaseSchema, 202).State).toBe(PurchaseState.Charging);
      // the reloaded page finds the payment being confirmed
      expect(await pendingOf(buyer)).toMatchObject({ PurchaseId: first.PurchaseId, State: 'Charging' });
      // a new purchase of the plan, and a new card on the pending one, are told to wait
      const again = await moneyCall(app(), 'POST', '/sales/purchase/start', buyer, {
        body: { offerId: 2 },
        key: newKey(),
      });
      expect(failureOf(again, 409)).toBe(SalesMessage.PaymentPending);
      expect(failureOf(await subscribeWith(app(), buyer, first, GOOD_CARD), 409)).toBe(
        SalesMessage.PaymentPending,
      );
      clock.advance(RECOVER_AFTER_S + 1);
      await runMoneyJobs(app().money);
      expect((await statusOf(buyer, first)).State).toBe(PurchaseState.Succeeded);
      expect(await pendingOf(buyer)).toBeNull();
      expect(await liveSubscriptions(buyer.userId)).toHaveLength(1);
      expect(await chargesOf(buyer.userId)).toHaveLength(1);
    });

    test('two purchases started before either pays: the second Subscribe waits while the first is charging and is refused once it is paid', async () => {
      const buyer = await newBuyer(app(), db());
      const first = await startPurchase(app(), buyer, 2);
      const second = await startPurchase(app(), buyer, 3);
      expect((await subscribeWith(app(), buyer, first, TIMEOUT_CARD)).status).toBe(202);
      expect(failureOf(await subscribeWith(app(), buyer, second, GOOD_CARD), 409)).toBe(
        SalesMessage.PaymentPending,
      );
      clock.advance(RECOVER_AFTER_S + 1);
      await runMoneyJobs(app().money);
      expect(failureOf(await subscribeWith(app(), buyer, second, GOOD_CARD), 409)).toBe(
        SalesMessage.AlreadySubscribed,
      );
      expect(await liveSubscriptions(buyer.userId)).toHaveLength(1);
      expect((await chargesOf(buyer.userId)).map((charge) => charge.amount_minor)).toEqual([999]);
    });

    test('a paid purchase finding its line already held backs nothing: it ends Refunded and the job gives the charge back, in the ledger', async () => {
      const buyer = await newBuyer(app(), db());
      const pending = await startPurchase(app(), buyer, 2);
      expect((await subscribeWith(app(), buyer, pending, TIMEOUT_CARD)).status).toBe(202);
      // a subscription of the line that no rule let in (a database from before the rule, say)
      const now = clock.now();
      await db()
        .insertInto('subscription')
        .values({
          user_id: buyer.userId,
          offer_id: 3,
          package_id: 1,
          state: SubscriptionState.Active,
          started_at: now,
          period_start: now,
          period_end: new Date(now.getTime() + 365 * 86_400_000),
          next_attempt_at: new Date(now.getTime() + 365 * 86_400_000),
          updated_at: now,
        })
        .execute();
      clock.advance(RECOVER_AFTER_S + 1);
      await runMoneyJobs(app().money);
      expect((await statusOf(buyer, pending)).State).toBe(PurchaseState.Refunded);
      const [charge] = await chargesOf(buyer.userId);
      expect(charge).toMatchObject({ succeeded: true, refunded: true, amount_minor: 999 });
      expect(await liveSubscriptions(buyer.userId)).toHaveLength(1);
      expect(await ledgerEvents(buyer.userId)).toEqual(
        expect.arrayContaining(['purchase.backs-nothing', 'charge.refund-due', 'charge.refunded']),
      );
      // the member's billing history shows the charge and its refund
      const history = resultOf(
        await moneyCall(app(), 'GET', '/subscription/history', buyer),
        billingHistorySchema,
      );
      expect(history.map((item) => [item.Kind, item.AmountMinor])).toEqual(
        expect.arrayContaining([
          ['charge', 999],
          ['refund', 999],
        ]),
      );
      // the refund is given once, however often the job runs
      await runMoneyJobs(app().money);
      const refunds = (await ledgerEvents(buyer.userId)).filter((event) => event === 'charge.refunded');
      expect(refunds).toHaveLength(1);
    });

    test('a subscriber whose payments failed for good buys the plan again: the old subscription ends, one lives', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2);
      await db()
        .updateTable('subscription')
        .set({ state: SubscriptionState.PaymentFailed })
        .where('user_id', '=', buyer.userId)
        .execute();
      await buy(app(), buyer, 3);
      const states = (
        await db().selectFrom('subscription').select('state').where('user_id', '=', buyer.userId).execute()
      ).map((row) => row.state);
      expect(states.sort()).toEqual([SubscriptionState.PaymentFailedEnded, SubscriptionState.Active].sort());
    });

    test("a Subscribe naming another user's customer is refused and charges nothing; the buyer's own customer is billed", async () => {
      const [victim, buyer] = [await newBuyer(app(), db()), await newBuyer(app(), db())];
      const customerOf = async (who: Buyer) =>
        resultOf(await moneyCall(app(), 'POST', '/stripe/create-customer', who), createCustomerResultSchema)
          .customerID;
      const victimCustomer = await customerOf(victim);
      const ownCustomer = await customerOf(buyer);
      const purchase = await startPurchase(app(), buyer, 2);
      const body = (customerID: string) => ({
        body: {
          purchaseId: purchase.PurchaseId,
          offer: 2,
          customerID,
          paymentMethodID: 'pm_sandbox_succeeded_4242',
        },
        key: newKey(),
      });
      const stolen = await moneyCall(app(), 'POST', '/payments/subscribe', buyer, body(victimCustomer));
      expect(failureOf(stolen, 403)).toBe(SalesMessage.CustomerMismatch);
      expect(await chargesOf(buyer.userId)).toHaveLength(0);
      const paid = await moneyCall(app(), 'POST', '/payments/subscribe', buyer, body(ownCustomer));
      expect(resultOf(paid, purchaseSchema).State).toBe(PurchaseState.Succeeded);
      expect((await chargesOf(buyer.userId)).map((charge) => charge.customer_id)).toEqual([ownCustomer]);
      const [subscription] = await liveSubscriptions(buyer.userId);
      expect(subscription?.customer_id).toBe(ownCustomer);
    });

    test("a purchase's status is only its owner's", async () => {
      const [owner, stranger] = [await newBuyer(app(), db()), await newBuyer(app(), db())];
      const purchase = await startPurchase(app(), owner, 2);
      expect((await statusOf(owner, purchase)).State).toBe(PurchaseState.Started);
      const peek = await moneyCall(app(), 'GET', `/sales/purchase/${purchase.PurchaseId}`, stranger);
      expect(failureOf(peek, 404)).toBe(SalesMessage.PurchaseNotFound);
      expect(await pendingOf(stranger)).toBeNull();
    });
  },
  { env: { ...MONEY_ENV, PURCHASE_RECOVERY_AFTER_MS: String(RECOVER_AFTER_S * 1000) }, clock },
);
