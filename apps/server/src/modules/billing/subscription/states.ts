import { DAY_MS, SubscriptionState } from '@sahra/contracts';

const S = SubscriptionState;

/** States that play while they last: paid or trial periods, and the grace of payment retries. */
const WATCHING = new Set<number>([
  S.Active,
  S.Recovered,
  S.UndoCancel,
  S.UnableToProcessPayment,
  S.UnableToProcessPaymentRetrying,
]);

/** States whose payments retry (docs/behaviour/subscription.md#states: 3 on the first failure, 7 on the later ones). */
export const RETRYING = new Set<number>([S.UnableToProcessPayment, S.UnableToProcessPaymentRetrying]);

/** Negative codes are ends (docs/behaviour/subscription.md#states): no state leaves them. */
export const isTerminal = (state: number) => state < 0;

/** Whether a subscription in `state` lets its user watch now; a cancelling one until its last day. */
export function grantsAccess(state: number, periodEnd: Date, now: Date): boolean {
  if (state === S.Cancelling) return now < periodEnd;
  return WATCHING.has(state);
}

/**
 * The dunning schedule, as data: after a failed renewal the charge is tried again these many days
 * after the period's end; once they run out the subscription is PaymentFailed (6), without access,
 * and a card that pays within `endAfterDays` recovers it; after that it ends as PaymentFailed (-3).
 */
export const DUNNING = { retryAfterDays: [1, 3, 7], endAfterDays: 14 } as const;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

// the server and the web app's checkout compute a period's end alike
export { periodEnd } from '@sahra/contracts';
