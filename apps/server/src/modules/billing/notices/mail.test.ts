import { outboxMessagesSchema, sandboxPaymentMethodId, subscriptionEntrySchema } from '@sahra/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../../../testing/test-app.js';
import type { App } from '../../../app.js';
import { resultOf } from '../../../testing/content-client.js';
import { manualClock } from '../../../testing/membership-client.js';
import { runMoneyJobs } from '../jobs.js';
import { changePaymentMethod } from '../subscription/subscriptions.js';
import { latestSubscription } from '../../../testing/subscriptions.js';
import { buy, MONEY_ENV, moneyCall, newBuyer, type Buyer } from '../../../testing/money.js';

/** The billing mails the demo outbox holds for the buyer (their verification mails left out), oldest first. */
async function billingMails(app: App, buyer: Buyer) {
  const answer = await moneyCall(app, 'GET', '/notify/outbox', null, {
    query: { recipient: buyer.email, limit: '100' },
  });
  return resultOf(answer, outboxMessagesSchema)
    .filter((message) => !/code|رمز/.test(message.subject))
    .reverse();
}

const clock = manualClock();

describeOnEachDatabase(
  'billing e-mails from the money ledger',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    /** Two runs of the jobs, as two instances' timers would fire them. */
    const runTwice = async () => {
      await Promise.all([runMoneyJobs(app().money), runMoneyJobs(app().money)]);
      await runMoneyJobs(app().money);
    };

    test('a purchase mails one receipt in the member’s language, however many times the job runs', async () => {
      const buyer = await newBuyer(app(), db(), true, 'ar');
      await buy(app(), buyer, 2, '5555555555554444');
      await runTwice();
      const subscription = await latestSubscription(db(), buyer.userId);
      const mails = await billingMails(app(), buyer);
      expect(mails.map((mail) => [mail.language, mail.subject])).toEqual([
        ['ar', 'إيصال اشتراكك في سهرة: Monthly'],
      ]);
      expect(mails[0]?.body).toContain('البطاقة: •••• 4444');
      expect(mails[0]?.body).toContain(`رقم العملية: ${subscription.last_charge_id}`);
    });

    test('a trial says nothing is charged today and names the first charge and its date', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 1);
      await runTwice();
      const trial = await latestSubscription(db(), buyer.userId);
      const [mail, ...more] = await billingMails(app(), buyer);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ language: 'en', subject: 'Your Sahra free trial has started' });
      const endDay = trial.period_end.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
      expect(mail?.body).toContain(
        `Nothing was charged today.\n\nOn ${endDay} we will charge $9.99 for Monthly to the card ending 4242`,
      );
    });

    test('a cancel and its undo each mail once', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 3);
      const { id } = await latestSubscription(db(), buyer.userId);
      for (const autoRenew of [false, true]) {
        const answer = await moneyCall(app(), 'POST', '/subscription/manage/auto-renew', buyer, {
          body: { subscriptionId: id, autoRenew },
        });
        resultOf(answer, subscriptionEntrySchema);
      }
      await runTwice();
      await runTwice();
      expect((await billingMails(app(), buyer)).map((mail) => mail.subject)).toEqual([
        'Your Sahra receipt: Yearly',
        'Your Sahra subscription is cancelled',
        'Your Sahra subscription is back on',
      ]);
    });

    test('a trial is reminded once 3 days before its end, then the renewal mails a receipt', async () => {
      const buyer = await newBuyer(app(), db(), true, 'ar');
      await buy(app(), buyer, 1);
      const trial = await latestSubscription(db(), buyer.userId);
      const toReminder = trial.period_end.getTime() - 3 * 86_400_000 - clock.now().getTime();
      clock.advance(toReminder / 1000 - 60);
      await runTwice();
      expect(await billingMails(app(), buyer)).toHaveLength(1);
      clock.advance(120);
      await runTwice();
      clock.advance(3600);
      await runTwice();
      clock.advance(3 * 86_400 - 3600);
      await runTwice();
      const mails = await billingMails(app(), buyer);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'بدأت تجربتك المجانية في سهرة',
        'تنتهي تجربتك المجانية في سهرة بعد 3 أيام',
        'إيصال تجديد اشتراكك في سهرة: Monthly',
      ]);
      expect(mails.every((mail) => mail.language === 'ar')).toBe(true);
    });

    test('a declined renewal mails that the payment failed, with the next try', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2);
      const subscription = await latestSubscription(db(), buyer.userId);
      const declining = sandboxPaymentMethodId('4000000000000002');
      await changePaymentMethod(app().money, buyer.userId, subscription.id, declining, '0002');
      clock.advance((subscription.period_end.getTime() - clock.now().getTime()) / 1000 + 1);
      await runTwice();
      const mails = await billingMails(app(), buyer);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Your Sahra receipt: Monthly',
        'We could not take your Sahra payment',
      ]);
      expect(mails[1]?.body).toContain('We could not charge $9.99 for Monthly to the card ending 0002');
    });
  },
  { env: MONEY_ENV, clock },
);

/** Two server instances on one PostgreSQL database, each running the job at once. */
describe('billing e-mails on two instances sharing PostgreSQL', () => {
  const shared = manualClock();
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('postgres', { env: MONEY_ENV, clock: shared });
    second = await first.another({ env: MONEY_ENV, clock: shared });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('eight runs at once over two instances send each purchase mail once', async () => {
    const buyers: Buyer[] = [];
    for (let index = 0; index < 8; index++) {
      const buyer = await newBuyer(first.app, first.storage.db, true, index % 2 ? 'ar' : 'en');
      buyers.push(buyer);
      await buy(first.app, buyer, 2);
    }
    await Promise.all(
      [first, second, first, second, first, second, first, second].map((instance) =>
        runMoneyJobs(instance.app.money),
      ),
    );
    for (const [index, buyer] of buyers.entries()) {
      const mails = await billingMails(first.app, buyer);
      expect(mails.map((mail) => mail.language)).toEqual([index % 2 ? 'ar' : 'en']);
    }
  }, 120_000);
});
