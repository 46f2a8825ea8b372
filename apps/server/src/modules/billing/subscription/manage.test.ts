import {
  LicenseType,
  purchaseSchema,
  PurchaseState,
  SalesMessage,
  subscriptionEntrySchema,
  subscriptionListSchema,
  SubscriptionState,
} from '@sahra/contracts';
import { z } from 'zod';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../../testing/test-app.js';
import { failureOf, resultOf } from '../../../testing/content-client.js';
import { newPerson, register } from '../../../testing/membership-client.js';
import { markVerified } from '../../membership/public.js';
import { buy, MONEY_ENV, moneyCall, newBuyer, newKey, type Buyer } from '../../../testing/money.js';
import { refundSubscription } from './subscriptions.js';

const current = async (app: Parameters<typeof moneyCall>[0], buyer: Buyer) => {
  const [entry] = resultOf(await moneyCall(app, 'GET', '/subscription/get', buyer), subscriptionListSchema);
  if (!entry) throw new Error('no subscription');
  return entry;
};

describeWithServer(
  'subscriptions: get, cancel, undo cancel, vouchers',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const cancel = (buyer: Buyer | null, subscriptionId: number, token?: string) =>
      moneyCall(app(), 'GET', '/subscription/manage/cancel', buyer, {
        query: {
          subscriptionId: String(subscriptionId),
          ...(token ? { token } : {}),
          userAgent: 'test',
          origin: 'web',
        },
      });

    test('a user without subscriptions gets an empty list', async () => {
      const buyer = await newBuyer(app(), db());
      expect(
        resultOf(await moneyCall(app(), 'GET', '/subscription/get', buyer), subscriptionListSchema),
      ).toEqual([]);
    });

    test('a trial is listed with its license, its price now and the monthly plan that follows', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 1);
      const entry = await current(app(), buyer);
      expect(entry).toMatchObject({
        Subscription: { State: SubscriptionState.Active, AutoRenew: true },
        License: { Type: LicenseType.Trial, Duration: 1, DurationType: 2 },
        PriceTier: { PriceMinor: 0 },
        Next: { OfferId: 2, PriceTier: { PriceMinor: 999 } },
        CardLast4: '4242',
      });
      const days = (Date.parse(entry.Subscription.ExpireDate) - Date.now()) / 86_400_000;
      expect(days).toBeCloseTo(7, 1);
    });

    test('cancel after the password check: Cancelling until the expiry date, then undo cancel renews again', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      await markVerified(db(), person.email);
      const buyer: Buyer = { token, email: person.email, password: person.password, userId: 0 };
      await buy(app(), buyer, 2);
      const { Subscription } = await current(app(), buyer);
      const wrong = await moneyCall(app(), 'POST', '/membership/account/checkPassword', buyer, {
        body: { password: 'not the password' },
      });
      expect(failureOf(wrong, 403)).toBe(SalesMessage.PasswordIncorrect);
      const empty = await moneyCall(app(), 'POST', '/membership/account/checkPassword', buyer, {
        body: { password: '' },
      });
      expect(failureOf(empty, 400)).toBe(SalesMessage.PasswordRequired);
      const right = await moneyCall(app(), 'POST', '/membership/account/checkPassword', buyer, {
        body: { password: person.password },
      });
      expect(resultOf(right, z.literal(true))).toBe(true);

      const cancelled = resultOf(await cancel(buyer, Subscription.Id), subscriptionEntrySchema);
      expect(cancelled.Subscription).toEqual({
        ...Subscription,
        State: SubscriptionState.Cancelling,
        AutoRenew: false,
      });
      // cancelling twice changes nothing
      expect(resultOf(await cancel(buyer, Subscription.Id), subscriptionEntrySchema).Subscription.State).toBe(
        SubscriptionState.Cancelling,
      );
      const undone = resultOf(
        await moneyCall(app(), 'POST', '/subscription/manage/auto-renew', buyer, {
          body: { subscriptionId: Subscription.Id, autoRenew: true },
        }),
        subscriptionEntrySchema,
      );
      expect(undone.Subscription).toMatchObject({ State: SubscriptionState.UndoCancel, AutoRenew: true });
      const off = resultOf(
        await moneyCall(app(), 'POST', '/subscription/manage/auto-renew', buyer, {
          body: { subscriptionId: Subscription.Id, autoRenew: false },
        }),
        subscriptionEntrySchema,
      );
      expect(off.Subscription.State).toBe(SubscriptionState.Cancelling);
    });

    test('cancel with the token in the query; an unknown token is "Couldn\'t find user", another\'s subscription "Couldn\'t find subscription."', async () => {
      const owner = await newBuyer(app(), db());
      const other = await newBuyer(app(), db());
      await buy(app(), owner, 2);
      const { Subscription } = await current(app(), owner);
      expect(failureOf(await cancel(null, Subscription.Id, 'not-a-token'), 401)).toBe(
        SalesMessage.UserNotFound,
      );
      expect(failureOf(await cancel(null, Subscription.Id), 401)).toBe(SalesMessage.UserNotFound);
      expect(failureOf(await cancel(other, Subscription.Id), 404)).toBe(SalesMessage.SubscriptionNotFound);
      expect(failureOf(await cancel(owner, 987654), 404)).toBe(SalesMessage.SubscriptionNotFound);
      const byQuery = resultOf(await cancel(null, Subscription.Id, owner.token), subscriptionEntrySchema);
      expect(byQuery.Subscription.State).toBe(SubscriptionState.Cancelling);
    });

    test('a free promotion code gives its promotion without a card; each user uses a code once', async () => {
      const buyer = await newBuyer(app(), db());
      const redeemed = resultOf(
        await moneyCall(app(), 'POST', '/sales/voucher/redeem', buyer, {
          body: { voucherCode: 'welcome30' },
          key: newKey(),
        }),
        purchaseSchema,
      );
      expect(redeemed).toMatchObject({
        State: PurchaseState.Succeeded,
        OfferId: 4,
        Amount: { PriceMinor: 0 },
      });
      const entry = await current(app(), buyer);
      expect(entry).toMatchObject({ License: { Type: LicenseType.Promotion }, Next: null, CardLast4: null });
      expect((Date.parse(entry.Subscription.ExpireDate) - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
      // the promotion ends (refunded here), so only the once-per-user rule stands in the way
      await refundSubscription(app().money, entry.Subscription.Id);
      const again = await moneyCall(app(), 'POST', '/sales/voucher/redeem', buyer, {
        body: { voucherCode: 'WELCOME30' },
        key: newKey(),
      });
      expect(failureOf(again, 409)).toBe(SalesMessage.VoucherAlreadyRedeemed);
    });

    test('promotion code look-ups are limited: the 11th redemption try of a user within 15 minutes answers 429', async () => {
      const buyer = await newBuyer(app(), db());
      const tries = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        tries.push(
          (
            await moneyCall(app(), 'POST', '/sales/voucher/redeem', buyer, {
              body: { voucherCode: 'GUESS1' },
              key: newKey(),
            })
          ).status,
        );
      }
      expect(tries).toEqual([...Array.from({ length: 10 }, () => 404), 429]);
    });

    test('an expired code and a used-up code are refused', async () => {
      const buyer = await newBuyer(app(), db());
      const expired = await moneyCall(app(), 'POST', '/sales/voucher/redeem', buyer, {
        body: { voucherCode: 'LAUNCH2024' },
        key: newKey(),
      });
      expect(failureOf(expired, 410)).toBe(SalesMessage.VoucherExpired);
      const first = await newBuyer(app(), db());
      resultOf(
        await moneyCall(app(), 'POST', '/sales/voucher/redeem', first, {
          body: { voucherCode: 'ONLYONCE' },
          key: newKey(),
        }),
        purchaseSchema,
      );
      const usedUp = await moneyCall(app(), 'POST', '/sales/voucher/redeem', buyer, {
        body: { voucherCode: 'ONLYONCE' },
        key: newKey(),
      });
      expect(failureOf(usedUp, 410)).toBe(SalesMessage.VoucherUsedUp);
      const counted = await db()
        .selectFrom('sales_voucher')
        .select('uses')
        .where('code', '=', 'ONLYONCE')
        .executeTakeFirstOrThrow();
      expect(counted.uses).toBe(1);
    });
  },
  { env: MONEY_ENV },
);
