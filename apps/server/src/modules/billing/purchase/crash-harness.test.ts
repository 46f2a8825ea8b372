import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { runCrashHarness } from '../../../testing/crash-harness.js';
import { MONEY_ENV } from '../../../testing/money.js';

/**
 * A modest run of the crash harness (the full one: `npm run crash:money -w @sahra/server`). It spawns
 * server processes on PostgreSQL, which PGlite's one-process database cannot share.
 */
describe('purchases survive a server killed at random moments [postgres]', () => {
  let database: TestApp;
  beforeAll(async () => {
    database = await createTestApp('postgres', { env: MONEY_ENV });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  test('40 purchases through 4 kills, one in four on a card whose answer is lost and then paid again with another: none charged twice, one live subscription each, none paid without its subscription, none unpaid', async () => {
    const figures = await runCrashHarness({
      databaseUrl: database.databaseUrl ?? '',
      purchases: 40,
      kills: 4,
      concurrency: 4,
      log: () => undefined,
    });
    console.log(`crash harness: ${JSON.stringify(figures)}`);
    expect(figures).toMatchObject({
      purchases: 40,
      kills: 4,
      succeededCharges: 40,
      doubleCharges: 0,
      usersChargedTwice: 0,
      usersWithTwoLiveSubscriptions: 0,
      timedOut: 10,
      lostPaidSubscriptions: 0,
      subscriptionsWithoutPayment: 0,
      unconfirmedPurchases: 0,
    });
  }, 300_000);
});
