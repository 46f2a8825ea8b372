import { LicenseType, SubscriptionState, type SubscriptionEntry } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { billingView } from './billing-view';

const NOW = new Date('2026-12-01T10:00:00.000Z');
const viewOf = (entries: SubscriptionEntry[]) => billingView(entries, NOW);

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
    AddOnOf: null,
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
    expect(viewOf([])).toEqual({ kind: 'plansPrompt' });
    for (const state of [-1, -2, -3, -4, -5, -6, -7, -8]) {
      expect(viewOf([entry(state, LicenseType.Plan)]).kind).toBe('plansPrompt');
    }
  });

  test('every state above 0 shows the plan', () => {
    for (const state of [1, 2, 3, 4, 5, 6, 7]) {
      expect(viewOf([entry(state, LicenseType.Plan)]).kind).toBe('subscription');
    }
  });

  test('Cancel My Subscription is hidden in state 2 (and -2), shown in the other active states', () => {
    const shown = (state: number) => {
      const view = viewOf([entry(state, LicenseType.Plan)]);
      return view.kind === 'subscription' && view.showCancel;
    };
    expect(shown(SubscriptionState.Cancelling)).toBe(false);
    for (const state of [1, 3, 4, 5, 6, 7]) expect(shown(state)).toBe(true);
  });

  test('trial active when the current subscription is a trial, subscription active otherwise', () => {
    expect(viewOf([entry(1, LicenseType.Trial, monthlyNext)])).toMatchObject({
      message: 'trialActive',
      showPackage: true,
      promotion: false,
    });
    expect(viewOf([entry(1, LicenseType.Plan)])).toMatchObject({
      message: 'subscriptionActive',
      showPackage: false,
    });
  });

  test('a promotion without a next plan shows its end date, not a plan or a payment method', () => {
    expect(viewOf([entry(1, LicenseType.Promotion)])).toMatchObject({
      promotion: true,
      showPackage: true,
    });
    expect(viewOf([entry(1, LicenseType.Promotion, monthlyNext)])).toMatchObject({ promotion: false });
  });

  test('the current subscription is the first above state 0, past ones after it are not shown', () => {
    const view = viewOf([entry(-2, LicenseType.Trial), { ...entry(1, LicenseType.Plan), CardLast4: '0005' }]);
    expect(view).toMatchObject({ kind: 'subscription', message: 'subscriptionActive' });
    expect(view.kind === 'subscription' && view.entry.CardLast4).toBe('0005');
  });

  test("an add-on bought after the plan (newest first) does not take the plan's place in the box (ADR 030)", () => {
    const addOn = { ...entry(1, LicenseType.Plan), AddOnOf: 1, Package: { Id: 2, Name: 'Sports Plus' } };
    const view = viewOf([addOn, { ...entry(2, LicenseType.Plan), CardLast4: '0005' }]);
    expect(view).toMatchObject({ kind: 'subscription', message: 'cancelling' });
    expect(view.kind === 'subscription' && view.entry.Package.Name).toBe('Premium');
  });

  test('a cancelled trial says so, with its last day and Restart, and no next payment, card or next plan', () => {
    expect(viewOf([entry(SubscriptionState.Cancelling, LicenseType.Trial, monthlyNext)])).toMatchObject({
      message: 'trialCancelling',
      dateRow: 'endsOn',
      showCard: false,
      showNextPlan: false,
      showCancel: false,
      showRestart: true,
    });
    expect(viewOf([entry(SubscriptionState.Cancelling, LicenseType.Plan)])).toMatchObject({
      message: 'cancelling',
    });
  });

  test('Restart is offered only until the period ends', () => {
    const ended = {
      ...entry(SubscriptionState.Cancelling, LicenseType.Plan),
      Subscription: { Id: 10, State: 2, ExpireDate: '2026-12-01T09:59:59.000Z', AutoRenew: false },
    };
    expect(viewOf([ended])).toMatchObject({ showRestart: false });
  });

  test('a restarted (5) or recovered (4) subscription renews again: next payment, card, next plan', () => {
    for (const state of [SubscriptionState.UndoCancel, SubscriptionState.Recovered]) {
      expect(viewOf([entry(state, LicenseType.Trial, monthlyNext)])).toMatchObject({
        message: 'trialActive',
        dateRow: 'renews',
        showCard: true,
        showNextPlan: true,
        showCancel: true,
        showRestart: false,
      });
    }
  });

  test('a failing payment says so instead of a next payment date', () => {
    for (const state of [3, 7]) {
      expect(viewOf([entry(state, LicenseType.Plan)])).toMatchObject({
        message: 'paymentRetrying',
        dateRow: null,
      });
    }
    expect(viewOf([entry(6, LicenseType.Plan)])).toMatchObject({ message: 'paymentFailed', dateRow: null });
  });
});
