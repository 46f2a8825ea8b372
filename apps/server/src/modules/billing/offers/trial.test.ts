import { LicenseType, offerSchema, offersResultSchema, SalesMessage } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../../testing/test-app.js';
import { failureOf, resultOf } from '../../../testing/content-client.js';
import { buy, MONEY_ENV, moneyCall, newBuyer, type Buyer } from '../../../testing/money.js';

describeWithServer(
  'a free trial is for members who never subscribed',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const offerTypes = async (buyer: Buyer) =>
      resultOf(
        await moneyCall(app(), 'POST', '/sales/offers', null, {
          body: { country: 'NL', email: buyer.email },
        }),
        offersResultSchema,
      ).map((offer) => offer.License.Type);
    const selectTrial = (buyer: Buyer) =>
      moneyCall(app(), 'POST', '/sales/offer/select', buyer, { body: { offerId: 1 } });

    test('a new member is offered the trial and may select it', async () => {
      const buyer = await newBuyer(app(), db());
      expect(await offerTypes(buyer)).toContain(LicenseType.Trial);
      expect(resultOf(await selectTrial(buyer), offerSchema).Id).toBe(1);
    });

    test('a paying subscriber is offered no trial, and selecting it is "not available"', async () => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 2);
      expect(await offerTypes(buyer)).not.toContain(LicenseType.Trial);
      expect(failureOf(await selectTrial(buyer), 404)).toBe(SalesMessage.OfferNotFound);
    });
  },
  { env: MONEY_ENV },
);
