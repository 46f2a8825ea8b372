import { LicenseType, SubscriptionState, type SubscriptionEntry } from '@sahra/contracts';

/** What the account page's Package and Billing Details show (docs/behaviour/subscription.md#billing-details). */
export type BillingView =
  | { kind: 'plansPrompt' }
  | {
      kind: 'subscription';
      entry: SubscriptionEntry;
      /** "trial active" when the first subscription's license type is 1, else "subscription active". */
      message: 'trialActive' | 'subscriptionActive';
      /** License type 3 without a next plan: Promotion End Date, no plan or payment method. */
      promotion: boolean;
      /** Type 1 and 3 show the promotion's package. */
      showPackage: boolean;
      /** Hidden in states 2 (Cancelling) and -2 (Cancelled). */
      showCancel: boolean;
    };

const CANCEL_HIDDEN: readonly number[] = [SubscriptionState.Cancelling, SubscriptionState.Cancelled];

/** The subscription a user holds now: the first (newest) whose state is above 0. */
export const currentSubscription = (entries: readonly SubscriptionEntry[]) =>
  entries.find((entry) => entry.Subscription.State > 0);

export function billingView(entries: readonly SubscriptionEntry[]): BillingView {
  const entry = currentSubscription(entries);
  if (!entry) return { kind: 'plansPrompt' };
  const type = entry.License.Type;
  return {
    kind: 'subscription',
    entry,
    message: entries[0]?.License.Type === LicenseType.Trial ? 'trialActive' : 'subscriptionActive',
    promotion: type === LicenseType.Promotion && entry.Next === null,
    showPackage: type === LicenseType.Trial || type === LicenseType.Promotion,
    showCancel: !CANCEL_HIDDEN.includes(entry.Subscription.State),
  };
}
