import { LicenseType, SubscriptionState, type SubscriptionEntry } from '@sahra/contracts';

const S = SubscriptionState;

/** The first line of the billing box, from the current subscription's state and license. */
export type BillingMessage =
  | 'trialActive'
  | 'subscriptionActive'
  | 'trialCancelling'
  | 'cancelling'
  | 'paymentRetrying'
  | 'paymentFailed';

/**
 * What the account page's Package and Billing Details show (docs/behaviour/subscription.md#billing-details):
 * every line follows from the current subscription's State, so the box says what the server says.
 */
export type BillingView =
  | { kind: 'plansPrompt' }
  | {
      kind: 'subscription';
      entry: SubscriptionEntry;
      message: BillingMessage;
      /** License type 3 without a next plan: Promotion End Date, no plan or payment method. */
      promotion: boolean;
      /** Type 1 and 3 show the promotion's package. */
      showPackage: boolean;
      /** "Next payment" while it renews, "Available until" when it ends then, none while a payment fails. */
      dateRow: 'renews' | 'endsOn' | null;
      showCard: boolean;
      /** The plan a trial or promotion becomes, only while it will become it. */
      showNextPlan: boolean;
      /** Hidden once cancelled (2). */
      showCancel: boolean;
      /** Restart my subscription (undo cancel, 5): cancelled (2) and its period not over. */
      showRestart: boolean;
    };

/** The plan a user holds now: the first (newest) whose state is above 0; add-ons (ADR 030) ride on it. */
export const currentSubscription = (entries: readonly SubscriptionEntry[]) =>
  entries.find((entry) => entry.Subscription.State > 0 && entry.AddOnOf === null);

const RENEWING: readonly number[] = [S.Active, S.Recovered, S.UndoCancel];
const PAYMENT_RETRYING: readonly number[] = [S.UnableToProcessPayment, S.UnableToProcessPaymentRetrying];

function messageOf(state: number, trial: boolean): BillingMessage {
  if (state === S.Cancelling) return trial ? 'trialCancelling' : 'cancelling';
  if (PAYMENT_RETRYING.includes(state)) return 'paymentRetrying';
  if (state === S.PaymentFailed) return 'paymentFailed';
  return trial ? 'trialActive' : 'subscriptionActive';
}

export function billingView(entries: readonly SubscriptionEntry[], now: Date): BillingView {
  const entry = currentSubscription(entries);
  if (!entry) return { kind: 'plansPrompt' };
  const type = entry.License.Type;
  const state = entry.Subscription.State;
  const renewing = RENEWING.includes(state);
  const cancelling = state === S.Cancelling;
  return {
    kind: 'subscription',
    entry,
    message: messageOf(state, type === LicenseType.Trial),
    promotion: type === LicenseType.Promotion && entry.Next === null,
    showPackage: type === LicenseType.Trial || type === LicenseType.Promotion,
    dateRow: renewing ? 'renews' : cancelling ? 'endsOn' : null,
    showCard: !cancelling,
    showNextPlan: renewing && entry.Next !== null,
    showCancel: !cancelling,
    showRestart: cancelling && Date.parse(entry.Subscription.ExpireDate) > now.getTime(),
  };
}
