import { LicenseType, SubscriptionState, type SubscriptionEntry } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { billingView } from './billing-view';

function entry(
  state: number,
  licenseType: number,
  next: SubscriptionEntry['Next'] = null,
): SubscriptionEntry {
  const tier = {
    Price: 9.99,
    OriginalPrice: 9.99,
    Currency: 'USD',
    PriceMinor: 999,
    OriginalPriceMinor: 999,
  };
  const license = { Id: 1, Name: 'Monthly', Duration: 1, DurationType: 3, Type: licenseType, Metadata: {} };
  return {
    Subscription: { Id: 10, State: state, ExpireDate: '2026-12-23T10:00:00.000Z', AutoRenew: state !== 2 },
    License: license,
    PriceTier: tier,
    Package: { Id: 1, Name: 'Premium' },
    Next: next,
    CardLast4: '4242',
  };
}
const monthlyNext = {
  OfferId: 2,
  License: entry(1, LicenseType.Plan).License,
  PriceTier: entry(1, 2).PriceTier,
};

describe('billing view rules (docs/behaviour/subscription.md#billing-details)', () => {
  test('no subscription above state 0 shows the plans prompt', () => {
    expect(billingView([])).toEqual({ kind: 'plansPrompt' });
    for (const state of [-1, -2, -3, -4, -5, -6, -7, -8]) {
      expect(billingView([entry(state, LicenseType.Plan)]).kind).toBe('plansPrompt');
    }
  });

  test('every state above 0 shows the plan', () => {
    for (const state of [1, 2, 3, 4, 5, 6, 7]) {
      expect(billingView([entry(state, LicenseType.Plan)]).kind).toBe('subscription');
    }
  });

  test('Cancel My Subscription is hidden in state 2 (and -2), shown in the other active states', () => {
    const shown = (state: number) => {
      const view = billingView([entry(state, LicenseType.Plan)]);
      return view.kind === 'subscription' && view.showCancel;
    };
    expect(shown(SubscriptionState.Cancelling)).toBe(false);
    for (const state of [1, 3, 4, 5, 6, 7]) expect(shown(state)).toBe(true);
  });

  test('trial active when the first subscription is a trial, subscription active otherwise', () => {
    expect(billingView([entry(1, LicenseType.Trial, monthlyNext)])).toMatchObject({
      message: 'trialActive',
      showPackage: true,
      promotion: false,
    });
    expect(billingView([entry(1, LicenseType.Plan)])).toMatchObject({
      message: 'subscriptionActive',
      showPackage: false,
    });
  });

  test('a promotion without a next plan shows its end date, not a plan or a payment method', () => {
    expect(billingView([entry(1, LicenseType.Promotion)])).toMatchObject({
      promotion: true,
      showPackage: true,
    });
    expect(billingView([entry(1, LicenseType.Promotion, monthlyNext)])).toMatchObject({ promotion: false });
  });

  test('the current subscription is the first above state 0, past ones after it are not shown', () => {
    const view = billingView([
      entry(-2, LicenseType.Trial),
      { ...entry(1, LicenseType.Plan), CardLast4: '0005' },
    ]);
    expect(view).toMatchObject({ kind: 'subscription', message: 'trialActive' });
    expect(view.kind === 'subscription' && view.entry.CardLast4).toBe('0005');
  });
});
