import { purchaseSchema, SalesErrorCode, SubscriptionState } from '@sahra/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
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
import { latestSubscription, renewalCharges } from '../../../testing/subscriptions.js';

/** Two server instances on one PostgreSQL database: this needs PostgreSQL (PGlite is one process's). */
/** A provider that takes real time to answer, so purchases of one user truly overlap. */
const ENV = { ...MONEY_ENV, SANDBOX_LATENCY_MS: '100' };

describe('money on two instances sharing PostgreSQL', () => {
  const clock = manualClock();
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('postgres', { env: ENV, clock });
    second = await first.another({ env: ENV, clock });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('the renewal job run 4 times at the same instant on each of two instances charges each due subscription once', async () => {
    const buyers: Buyer[] = [];
    for (let index = 0; index < 12; index++) buyers.push(await newBuyer(first.app, first.storage.db));
    for (const [index, buyer] of buyers.entries()) await buy(first.app, buyer, index % 3 === 0 ? 1 : 2);
    const subscriptions = await Promise.all(
      buyers.map((buyer) => latestSubscription(first.storage.db, buyer.userId)),
    );
    const latestEnd = Math.max(...subscriptions.map((sub) => sub.period_end.getTime()));
    clock.advance((latestEnd - clock.now().getTime()) / 1000 + 1);
    const runs = await Promise.all(
      [first, second, first, second, first, second, first, second].map((instance) =>
        runMoneyJobs(instance.app.money),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.charged, 0)).toBe(subscriptions.length);
    for (const sub of subscriptions) {
      const charges = await renewalCharges(first.storage.db, sub.id);
      expect(charges.map((charge) => charge.amount_minor)).toEqual([999]);
      expect(await latestSubscription(first.storage.db, sub.user_id)).toMatchObject({
        state: SubscriptionState.Active,
        period_no: 2,
      });
    }
  }, 120_000);

  test('two purchases of one user paid at once on two instances, trials included: one subscription and at most one charge each', async () => {
    const users = 10;
    const buyers: Buyer[] = [];
    for (let index = 0; index < users; index++) buyers.push(await newBuyer(first.app, first.storage.db));
    const answers = await Promise.all(
      buyers.map(async (buyer, index) => {
        // half the users race a free trial against the monthly plan, half the monthly against the yearly
        const offers = index % 2 === 0 ? [1, 2] : [2, 3];
        const purchases = await Promise.all(offers.map((offer) => startPurchase(first.app, buyer, offer)));
        return Promise.all(
          purchases.map((purchase, which) =>
            subscribeWith((which === 0 ? first : second).app, buyer, purchase, '4242424242424242'),
          ),
        );
      }),
    );
    for (const [index, buyer] of buyers.entries()) {
      const statuses = answers[index]?.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = answers[index]?.find((answer) => answer.status === 409);
      expect([SalesErrorCode.PaymentPending, SalesErrorCode.AlreadySubscribed]).toContain(
        (refused?.body as { ErrorCode: string }).ErrorCode,
      );
      const live = await first.storage.db
        .selectFrom('subscription')
        .select(['offer_id', 'purchase_id'])
        .where('user_id', '=', buyer.userId)
        .where('state', '>', 0)
        .execute();
      expect(live).toHaveLength(1);
      const purchases = await first.storage.db
        .selectFrom('sales_purchase')
        .select('id')
        .where('user_id', '=', buyer.userId)
        .execute();
      const charges = (
        await Promise.all(purchases.map((row) => sandboxCharges(first.storage.db, `pur_${row.id}_`)))
      ).flat();
      // a trial charges nothing today; a paid plan exactly once
      expect(charges).toHaveLength(live[0]?.offer_id === 1 ? 0 : 1);
    }
  }, 180_000);

  test.each([7, 50, 80])(
    'a code limited to %i redemptions, redeemed by 50 users at once over two instances, succeeds exactly min(limit, 50) times',
    async (limit) => {
      const code = `LIMIT${limit}X${Date.now() % 100_000}`;
      await first.storage.db
        .insertInto('sales_voucher')
        .values({
          code,
          offer_id: 4,
          expires_at: new Date(clock.now().getTime() + 86_400_000),
          max_uses: limit,
        })
        .execute();
      const buyers: Buyer[] = [];
      for (let index = 0; index < 50; index++) buyers.push(await newBuyer(first.app, first.storage.db));
      const answers = await Promise.all(
        buyers.map((buyer, index) =>
          moneyCall((index % 2 === 0 ? first : second).app, 'POST', '/sales/voucher/redeem', buyer, {
            body: { voucherCode: code },
            key: newKey(),
          }),
        ),
      );
      const succeeded = answers.filter((answer) => answer.status === 200);
      for (const answer of succeeded)
        expect(purchaseSchema.parse((answer.body as { Result: unknown }).Result)).toBeTruthy();
      expect(succeeded).toHaveLength(Math.min(limit, 50));
      for (const answer of answers.filter((answer) => answer.status !== 200)) {
        expect(answer.body).toMatchObject({ ErrorCode: SalesErrorCode.VoucherUsedUp });
      }
      const voucher = await first.storage.db
        .selectFrom('sales_voucher')
        .select('uses')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(voucher.uses).toBe(Math.min(limit, 50));
    },
    120_000,
  );
});
