import {
  PurchaseState,
  type Offer,
  type Purchase,
  type PurchaseStartRequest,
  type SelectOfferRequest,
  type SubscribeRequest,
} from '@sahra/contracts';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/error-message';

/** docs/behaviour/plans-and-payment.md#purchase-flow: the login token and the user are refreshed this long after the purchase is reported. */
export const REFRESH_DELAY_MS = 500;

/** A card the provider refused to turn into a payment method (incomplete number, past expiry…): its message. */
export class CardInputError extends Error {
  override readonly name = 'CardInputError';
}

/** The calls the purchase makes, injected so that the order and the payloads can be tested. */
export interface PurchaseCalls {
  createCustomer: () => Promise<{ customerID: string }>;
  /** The provider's tokeniser: the card stays in the browser, only the payment-method id comes back. */
  createPaymentMethod: () => Promise<string>;
  selectOffer: (request: SelectOfferRequest) => Promise<Offer>;
  startPurchase: (request: PurchaseStartRequest, idempotencyKey: string) => Promise<Purchase>;
  subscribe: (request: SubscribeRequest, idempotencyKey: string) => Promise<Purchase>;
  reportPurchase: (
    outcome: 'success' | 'failed',
    purchaseId: string,
    reasonCode?: number,
  ) => Promise<unknown>;
  refreshUser: () => Promise<void>;
  wait: (ms: number) => Promise<void>;
}

export interface PurchaseRequest {
  offerId: number;
  voucherCode?: string | undefined;
  /** The offer's NeedsPaymentMethod: a free promotion is bought without a card. */
  needsPaymentMethod: boolean;
  /** One key per attempt: a double click or a retry of the same attempt is charged once (server side too). */
  attemptKey: string;
}

export type PurchaseOutcome =
  | { ok: true }
  | { ok: false; message: string; cardDeclined: boolean }
  /** The provider did not answer: the payment is being confirmed; `resend` asks again with the same key. */
  | { ok: 'pending'; purchaseId: string; resend: () => Promise<Purchase> };

/** A declined card answers with the numeric card code of docs/behaviour/plans-and-payment.md#card-codes and the provider's message. */
const isCardDecline = (error: unknown): error is ApiError =>
  error instanceof ApiError && typeof error.errorCode === 'number';

/**
 * The purchase flow of docs/behaviour/plans-and-payment.md#purchase-flow, step by step: customer, payment method (unless the offer needs no card),
 * select offer, start purchase, subscribe, report success or failure with the reason code, then refresh
 * the login token and the user after 500 ms. Card errors show the provider's message, other purchase
 * errors the server's ErrorMessage, network errors "{code} - {message}".
 */
export async function runPurchase(calls: PurchaseCalls, request: PurchaseRequest): Promise<PurchaseOutcome> {
  const voucher = request.voucherCode === undefined ? {} : { voucherCode: request.voucherCode };
  let purchase: Purchase | undefined;
  try {
    const { customerID } = await calls.createCustomer();
    const paymentMethodID = request.needsPaymentMethod ? await calls.createPaymentMethod() : undefined;
    const offer = await calls.selectOffer({ offerId: request.offerId, ...voucher });
    purchase = await calls.startPurchase({ offerId: offer.Id, ...voucher }, `${request.attemptKey}.start`);
    const subscribeRequest: SubscribeRequest = {
      purchaseId: purchase.PurchaseId,
      customerID,
      offer: offer.Id,
      ...(paymentMethodID === undefined ? {} : { paymentMethodID }),
    };
    const subscribeKey = `${request.attemptKey}.subscribe`;
    const paid = await calls.subscribe(subscribeRequest, subscribeKey);
    if (paid.State === PurchaseState.Charging) {
      return {
        ok: 'pending',
        purchaseId: paid.PurchaseId,
        resend: () => calls.subscribe(subscribeRequest, subscribeKey),
      };
    }
  } catch (error) {
    const cardDeclined = isCardDecline(error);
    if (purchase) {
      const reasonCode = cardDeclined ? Number(error.errorCode) : undefined;
      await calls.reportPurchase('failed', purchase.PurchaseId, reasonCode).catch(() => undefined);
    }
    const message = error instanceof CardInputError ? error.message : errorMessage(error);
    return { ok: false, message, cardDeclined: cardDeclined || error instanceof CardInputError };
  }
  await finishPurchase(calls, purchase.PurchaseId);
  return { ok: true };
}

/**
 * After a paid purchase (at once, or once a payment being confirmed is settled): the success report,
 * then the login token and the user refreshed. The subscription exists: a lost report or refresh must
 * not turn a paid purchase into an error.
 */
export async function finishPurchase(
  calls: Pick<PurchaseCalls, 'reportPurchase' | 'wait' | 'refreshUser'>,
  purchaseId: string,
) {
  await calls.reportPurchase('success', purchaseId).catch(() => undefined);
  await calls.wait(REFRESH_DELAY_MS);
  await calls.refreshUser().catch(() => undefined);
}
