import { PurchaseState, type Purchase } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { FOLLOW_INTERVAL_MS, followPayment } from './follow-payment';

const purchase = (State: Purchase['State']): Purchase => ({
  PurchaseId: '0b7f1f4e-8f8e-4d55-9d1d-3c0c5e3f1a11',
  OfferId: 2,
  State,
  Amount: { Price: 9.99, OriginalPrice: 9.99, Currency: 'USD', PriceMinor: 999, OriginalPriceMinor: 999 },
  ReasonCode: null,
});

describe('following a payment being confirmed', () => {
  test('asks again every interval through silence and network failures until the purchase is settled', async () => {
    const answers: (() => Promise<Purchase>)[] = [
      () => Promise.resolve(purchase(PurchaseState.Charging)),
      () => Promise.reject(new ApiError(0, 'Network', 'offline')),
      () => Promise.reject(new ApiError(504, 'ProviderUnavailable', 'later')),
      () => Promise.resolve(purchase(PurchaseState.Succeeded)),
    ];
    const waits: number[] = [];
    const settled = await followPayment(
      {
        ask: () => (answers.shift() ?? (() => Promise.reject(new Error('asked too often'))))(),
        wait: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      },
      () => false,
    );
    expect(settled).toEqual({ purchase: purchase(PurchaseState.Succeeded) });
    expect(waits).toEqual([FOLLOW_INTERVAL_MS, FOLLOW_INTERVAL_MS, FOLLOW_INTERVAL_MS, FOLLOW_INTERVAL_MS]);
  });

  test("a card's refusal ends it with the provider's message", async () => {
    const refusal = new ApiError(402, 2, 'Your card has insufficient funds.');
    const settled = await followPayment(
      { ask: () => Promise.reject(refusal), wait: () => Promise.resolve() },
      () => false,
    );
    expect(settled).toEqual({ declined: refusal });
  });

  test('a page that was left stops asking', async () => {
    let asked = 0;
    let left = false;
    const settled = await followPayment(
      {
        ask: () => {
          asked++;
          left = true;
          return Promise.resolve(purchase(PurchaseState.Charging));
        },
        wait: () => Promise.resolve(),
      },
      () => left,
    );
    expect(settled).toBeUndefined();
    expect(asked).toBe(1);
  });
});
