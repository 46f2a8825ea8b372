import { CardErrorCode, type Offer, type Purchase } from '@sahra/contracts';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { CardInputError, REFRESH_DELAY_MS, runPurchase, type PurchaseCalls } from './purchase-flow';

const CARD_NUMBER = '4242424242424242';
const PURCHASE_ID = '7d7c1a4e-6f1e-4a44-9a39-3b6b0a1f2c11';
const OFFER = { Id: 2, NeedsPaymentMethod: true } as Offer;
const PURCHASE = { PurchaseId: PURCHASE_ID, OfferId: 2, State: 'Started' } as Purchase;

/** The calls of the flow, recording their order and payloads; `overrides` makes one fail. */
function recordingCalls(overrides: Partial<PurchaseCalls> = {}) {
  const log: { step: string; args: unknown[] }[] = [];
  const record =
    <T>(step: string, answer: T) =>
    (...args: unknown[]) => {
      log.push({ step, args });
      return Promise.resolve(answer);
    };
  const calls: PurchaseCalls = {
    createCustomer: record('createCustomer', { customerID: 'cus_sandbox_1' }),
    createPaymentMethod: record('createPaymentMethod', 'pm_sandbox_succeeded_4242'),
    selectOffer: record('selectOffer', OFFER),
    startPurchase: record('startPurchase', PURCHASE),
    subscribe: record('subscribe', { ...PURCHASE, State: 'Succeeded' }),
    reportPurchase: record('reportPurchase', PURCHASE),
    refreshUser: record('refreshUser', undefined),
    wait: record('wait', undefined),
  };
  for (const [name, override] of Object.entries(overrides)) {
    const step = name as keyof PurchaseCalls;
    calls[step] = ((...args: unknown[]) => {
      log.push({ step, args });
      return (override as (...a: unknown[]) => Promise<unknown>)(...args);
    }) as never;
  }
  return { calls, log, steps: () => log.map((entry) => entry.step) };
}

const request = { offerId: 2, needsPaymentMethod: true, attemptKey: 'attempt-123456' };

describe('purchase flow (docs/behaviour/plans-and-payment.md#purchase-flow)', () => {
  test('runs customer, payment method, select, start, subscribe, success, then refreshes after 500 ms', async () => {
    const { calls, log, steps } = recordingCalls();
    expect(await runPurchase(calls, request)).toEqual({ ok: true });
    expect(steps()).toEqual([
      'createCustomer',
      'createPaymentMethod',
      'selectOffer',
      'startPurchase',
      'subscribe',
      'reportPurchase',
      'wait',
      'refreshUser',
    ]);
    expect(log.find((entry) => entry.step === 'wait')?.args).toEqual([REFRESH_DELAY_MS]);
    expect(log.find((entry) => entry.step === 'subscribe')?.args).toEqual([
      {
        purchaseId: PURCHASE_ID,
        customerID: 'cus_sandbox_1',
        offer: 2,
        paymentMethodID: 'pm_sandbox_succeeded_4242',
      },
      'attempt-123456.subscribe',
    ]);
    expect(log.find((entry) => entry.step === 'reportPurchase')?.args).toEqual(['success', PURCHASE_ID]);
  });

  test('the same attempt sends the same Idempotency-Keys, so a repeated attempt is charged once', async () => {
    const first = recordingCalls();
    const second = recordingCalls();
    await runPurchase(first.calls, request);
    await runPurchase(second.calls, request);
    const keys = (log: typeof first.log) =>
      log
        .filter((entry) => ['startPurchase', 'subscribe'].includes(entry.step))
        .map((entry) => entry.args[1]);
    expect(keys(first.log)).toEqual(['attempt-123456.start', 'attempt-123456.subscribe']);
    expect(keys(second.log)).toEqual(keys(first.log));
  });

  test('an offer that needs no card is bought without a payment method', async () => {
    const { calls, steps } = recordingCalls();
    await runPurchase(calls, { ...request, needsPaymentMethod: false });
    expect(steps()).not.toContain('createPaymentMethod');
  });

  test('a declined card shows the provider message and reports the failure with the card code', async () => {
    const decline = new ApiError(402, CardErrorCode.InsufficientFunds, 'Your card has insufficient funds.');
    const { calls, log, steps } = recordingCalls({ subscribe: () => Promise.reject(decline) });
    expect(await runPurchase(calls, request)).toEqual({
      ok: false,
      message: 'Your card has insufficient funds.',
      cardDeclined: true,
    });
    expect(log.at(-1)).toEqual({ step: 'reportPurchase', args: ['failed', PURCHASE_ID, 2] });
    expect(steps()).not.toContain('refreshUser');
  });

  test('other purchase errors show the server message; network errors "0000 - message"', async () => {
    const refused = new ApiError(404, 'OfferNotFound', 'This plan is not available');
    const offline = new ApiError(0, 'Network', 'The service could not be reached');
    const first = recordingCalls({ selectOffer: () => Promise.reject(refused) });
    expect(await runPurchase(first.calls, request)).toMatchObject({
      ok: false,
      message: 'This plan is not available',
      cardDeclined: false,
    });
    expect(first.steps()).not.toContain('reportPurchase');
    const second = recordingCalls({ subscribe: () => Promise.reject(offline) });
    expect(await runPurchase(second.calls, request)).toMatchObject({
      message: '0000 - The service could not be reached',
      cardDeclined: false,
    });
    expect(second.log.at(-1)).toEqual({ step: 'reportPurchase', args: ['failed', PURCHASE_ID, undefined] });
  });

  test('card input the tokeniser refuses shows its message and starts no purchase', async () => {
    const { calls, steps } = recordingCalls({
      createPaymentMethod: () => Promise.reject(new CardInputError('Your card number is incomplete.')),
    });
    expect(await runPurchase(calls, request)).toEqual({
      ok: false,
      message: 'Your card number is incomplete.',
      cardDeclined: true,
    });
    expect(steps()).not.toContain('startPurchase');
  });

  test('no call carries the card number: only the payment-method id leaves the tokeniser', async () => {
    const { calls, log } = recordingCalls();
    await runPurchase(calls, request);
    expect(JSON.stringify(log)).not.toContain(CARD_NUMBER);
  });

  test('a lost success report or refresh does not turn a paid purchase into an error', async () => {
    const { calls } = recordingCalls({
      reportPurchase: vi.fn(() => Promise.reject(new Error('lost'))),
      refreshUser: () => Promise.reject(new Error('lost')),
    });
    expect(await runPurchase(calls, request)).toEqual({ ok: true });
  });
});
