import {
  offerSchema,
  offersResultSchema,
  purchaseSchema,
  SalesMessage,
  SubscriptionState,
  DAY_MS,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { channelInPackage } from '../../../testing/catalog-fixtures.js';
import { describeWithServer } from '../../../testing/test-app.js';
import { failureOf, resultOf } from '../../../testing/content-client.js';
import { manualClock } from '../../../testing/membership-client.js';
import { askTicket } from '../../../testing/playback-client.js';
import { runMoneyJobs } from '../jobs.js';
import {
  buy,
  moneyCall,
  MONEY_ENV,
  newBuyer,
  newKey,
  signInAgain,
  type Buyer,
} from '../../../testing/money.js';
import { ADD_ON_MIN_CHARGE_MINOR } from './add-ons.js';
import { renewalCharges } from '../../../testing/subscriptions.js';
import { userSubscriptions } from './subscription-repository.js';

const S = SubscriptionState;
const clock = manualClock();
const OFFER = { Monthly: 2, SportsPlus: 6, KidsClub: 7 } as const;
const PACKAGE = { SportsPlus: 2 } as const;

describeWithServer(
  'subscriptions: add-on packages billed with the base plan (ADR 030)',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const runAt = async (at: Date) => {
      clock.advance(Math.max(0, (at.getTime() - clock.now().getTime()) / 1000 + 1));
      return runMoneyJobs(app().money);
    };
    /** Start and Subscribe of an add-on as the web app does it: no card, the base plan's is used. */
    const addOn = async (buyer: Buyer, offerId: number) => {
      const started = await moneyCall(app(), 'POST', '/sales/purchase/start', buyer, {
        body: { offerId },
        key: newKey(),
      });
      if (started.status !== 200) return started;
      const purchase = resultOf(started, purchaseSchema);
      return moneyCall(app(), 'POST', '/payments/subscribe', buyer, {
        body: { purchaseId: purchase.PurchaseId, offer: offerId },
        key: newKey(),
      });
    };
    const subscriptionsOf = async (userId: number) => {
      const rows = await userSubscriptions(db(), userId);
      const find = (packageId: number) => rows.find((row) => row.package_id === packageId);
      const base = find(1);
      if (!base) throw new Error(`user ${userId} has no base plan`);
      return { base, addOn: find(PACKAGE.SportsPlus) };
    };
    const plays = async (buyer: Buyer, packageName: string) =>
      (await askTicket(app(), buyer.token, { Id: await channelInPackage(db(), packageName) })).status;

    test('add-ons are listed beside the plans, each naming the base package it needs', async () => {
      const offers = resultOf(
        await moneyCall(app(), 'POST', '/sales/offers', null, { body: { country: 'NL' } }),
        offersResultSchema,
      );
      const addOns = offers.filter((offer) => offer.AddOnOf !== null);
      expect(
        addOns.map((offer) => [offer.Id, offer.Package.Name, offer.PriceTier.PriceMinor, offer.AddOnOf]),
      ).toEqual([
        [OFFER.SportsPlus, 'Sports Plus', 499, 1],
        [OFFER.KidsClub, 'Kids Club', 299, 1],
      ]);
      expect(
        offers.filter((offer) => offer.AddOnOf === null).every((o) => o.Package.Name === 'Arabic Premium'),
      ).toBe(true);
    });

    test('without a base plan an add-on is refused: 409 BasePlanRequired, and nothing is charged', async () => {
      const buyer = await newBuyer(app(), db());
      const select = await moneyCall(app(), 'POST', '/sales/offer/select', buyer, {
        body: { offerId: OFFER.SportsPlus },
      });
      expect(failureOf(select, 409)).toBe(SalesMessage.BasePlanRequired);
      const start = await addOn(buyer, OFFER.SportsPlus);
      expect(failureOf(start, 409)).toBe(SalesMessage.BasePlanRequired);
      expect(select.body).toMatchObject({ ErrorCode: 'BasePlanRequired' });
      expect(await userSubscriptions(db(), buyer.userId)).toEqual([]);
    });

    test('bought with the base plan card, the add-on channel plays; prorated first charge ends on the base renewal day', async () => {
      let buyer = await newBuyer(app(), db());
      await buy(app(), buyer, OFFER.Monthly);
      expect(await plays(buyer, 'Sports Plus')).toBe(403);
      clock.advance(10 * 24 * 3600);
      buyer = await signInAgain(app(), buyer);
      const quote = resultOf(
        await moneyCall(app(), 'POST', '/sales/offer/select', buyer, { body: { offerId: OFFER.SportsPlus } }),
        offerSchema,
      );
      const { base } = await subscriptionsOf(buyer.userId);
      const now = clock.now().getTime();
      const monthFromNow = new Date(now);
      monthFromNow.setUTCMonth(monthFromNow.getUTCMonth() + 1);
      const expected = Math.round((499 * (base.period_end.getTime() - now)) / (monthFromNow.getTime() - now));
      expect(expected).toBeLessThan(499);
      expect(quote.FirstPeriod).toEqual({
        Amount: expect.objectContaining({ PriceMinor: expected, OriginalPriceMinor: 499 }),
        Ends: base.period_end.toISOString(),
      });

      const paid = resultOf(await addOn(buyer, OFFER.SportsPlus), purchaseSchema);
      expect(paid).toMatchObject({ State: 'Succeeded', Amount: { PriceMinor: expected } });
      const { addOn: sports } = await subscriptionsOf(buyer.userId);
      expect(sports).toMatchObject({
        state: S.Active,
        offer_id: OFFER.SportsPlus,
        period_end: base.period_end,
        payment_method_id: base.payment_method_id,
        card_last4: base.card_last4,
      });
      expect(await plays(buyer, 'Sports Plus')).toBe(200);
      expect(await plays(buyer, 'Arabic Premium')).toBe(200);
      expect(await plays(buyer, 'Kids Club')).toBe(403);

      // both renew on the same day, each at its own full price
      await runAt(base.period_end);
      const renewed = await subscriptionsOf(buyer.userId);
      expect(renewed.addOn?.period_end).toEqual(renewed.base.period_end);
      expect(renewed.addOn).toMatchObject({ state: S.Active, period_no: 2 });
      expect((await renewalCharges(db(), base.id)).map((c) => c.amount_minor)).toEqual([999]);
      expect((await renewalCharges(db(), sports?.id ?? 0)).map((c) => c.amount_minor)).toEqual([499]);
    });

    test('a second purchase of the same add-on is AlreadySubscribed; another add-on is its own line', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, OFFER.Monthly);
      resultOf(await addOn(buyer, OFFER.SportsPlus), purchaseSchema);
      expect(failureOf(await addOn(buyer, OFFER.SportsPlus), 409)).toBe(SalesMessage.AlreadySubscribed);
      resultOf(await addOn(buyer, OFFER.KidsClub), purchaseSchema);
      expect(await plays(buyer, 'Kids Club')).toBe(200);
    });

    test('on the last day of the base period the first charge is the minimum', async () => {
      let buyer = await newBuyer(app(), db());
      await buy(app(), buyer, OFFER.Monthly);
      const { base } = await subscriptionsOf(buyer.userId);
      clock.advance((base.period_end.getTime() - clock.now().getTime()) / 1000 - 3600);
      buyer = await signInAgain(app(), buyer);
      const paid = resultOf(await addOn(buyer, OFFER.KidsClub), purchaseSchema);
      expect(paid.Amount.PriceMinor).toBe(ADD_ON_MIN_CHARGE_MINOR);
    });

    test('when the base plan ends, the add-on ends with it without a charge and stops playing', async () => {
      let buyer = await newBuyer(app(), db());
      await buy(app(), buyer, OFFER.Monthly);
      resultOf(await addOn(buyer, OFFER.SportsPlus), purchaseSchema);
      const { base, addOn: sports } = await subscriptionsOf(buyer.userId);
      await moneyCall(app(), 'GET', '/subscription/manage/cancel', buyer, {
        query: { subscriptionId: String(base.id) },
      });
      await runAt(new Date(base.period_end.getTime() + DAY_MS));
      buyer = await signInAgain(app(), buyer);
      const ended = await subscriptionsOf(buyer.userId);
      expect(ended.base.state).toBe(S.Cancelled);
      expect(ended.addOn).toMatchObject({ state: S.Cancelled, auto_renew: false, period_no: 1 });
      expect(await renewalCharges(db(), sports?.id ?? 0)).toEqual([]);
      expect(await plays(buyer, 'Sports Plus')).toBe(403);
    });
  },
  { env: MONEY_ENV, clock },
);
