import { PurchaseState, type Purchase } from '@sahra/contracts';
import { ApiError } from '../../../api/api-error';

/** How often a payment being confirmed is asked about again. */
export const FOLLOW_INTERVAL_MS = 3000;

/** How a payment being confirmed ended: the purchase the server settled, or the card's refusal. */
export type SettledPayment = { purchase: Purchase } | { declined: ApiError };

export interface FollowCalls {
  /**
   * Asks about the payment again: the same Subscribe under the same Idempotency-Key when this page
   * sent it (the provider then answers the charge it made), else the purchase's status.
   */
  ask: () => Promise<Purchase>;
  wait: (ms: number) => Promise<void>;
}

/**
 * Follows a payment the provider has not confirmed yet until it is settled, or until `stopped()`
 * (the page was left). Calls that fail for a while (the network, the provider still silent) are
 * asked again; only a card's refusal or a settled purchase ends it.
 */
export async function followPayment(
  calls: FollowCalls,
  stopped: () => boolean,
): Promise<SettledPayment | undefined> {
  while (!stopped()) {
    await calls.wait(FOLLOW_INTERVAL_MS);
    if (stopped()) return undefined;
    try {
      const purchase = await calls.ask();
      if (purchase.State !== PurchaseState.Charging) return { purchase };
    } catch (error) {
      if (error instanceof ApiError && typeof error.errorCode === 'number') return { declined: error };
    }
  }
  return undefined;
}
