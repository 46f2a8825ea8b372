import { SalesStorageKey, VOUCHER_PLACEHOLDER, type AccountDetails } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { createMemoryStorage } from '../../../lib/browser-storage';
import { planSelectionPath, storePlanChoice } from './plan-selection';

function session(emailVerified: boolean, mobileVerified: boolean): Pick<AccountDetails, 'User'> {
  return {
    User: {
      Id: 1,
      Email: 'sara+1@example.com',
      EmailVerified: emailVerified,
      Mobile: { Number: '+15555550100' },
      MobileVerified: mobileVerified,
      Name: 'Sara',
      Surname: 'Haddad',
      TrialUsedAt: null,
      ExternalIds: [],
    },
  };
}

describe('plan selection (docs/behaviour/plans-and-payment.md#plan-selection)', () => {
  test('a visitor who is not signed in goes to register', () => {
    expect(planSelectionPath(null, { offerId: 2 })).toBe('/register');
    expect(planSelectionPath(undefined, { promoCode: VOUCHER_PLACEHOLDER })).toBe('/register');
  });

  test('a signed-in user verified by e-mail or by mobile goes to payment subscribe', () => {
    expect(planSelectionPath(session(true, false), { offerId: 2 })).toBe('/payment/subscribe');
    expect(planSelectionPath(session(false, true), { offerId: 2 })).toBe('/payment/subscribe');
  });

  test('a verified user who gave a promo code goes to the promo-code payment', () => {
    expect(planSelectionPath(session(true, false), { promoCode: VOUCHER_PLACEHOLDER })).toBe(
      '/payment/promo-code',
    );
  });

  test('a signed-in user verified neither way goes to register-verify with the e-mail', () => {
    expect(planSelectionPath(session(false, false), { offerId: 2 })).toBe(
      '/register/verify?email=sara%2B1%40example.com',
    );
  });
});

describe('storing the choice (docs/behaviour/accounts.md#cookies-and-storage)', () => {
  test('a plan stores its offer id and forgets an earlier promo code', () => {
    const storage = createMemoryStorage();
    storage.setItem(SalesStorageKey.UserPromoCode, 'WELCOME30');
    storePlanChoice({ offerId: 3 }, storage);
    expect(storage.getItem(SalesStorageKey.SelectedOfferId)).toBe('3');
    expect(storage.getItem(SalesStorageKey.UserPromoCode)).toBeNull();
  });

  test('the promo button stores VOUCHER with no offer', () => {
    const storage = createMemoryStorage();
    storage.setItem(SalesStorageKey.SelectedOfferId, '2');
    storePlanChoice({ promoCode: VOUCHER_PLACEHOLDER }, storage);
    expect(storage.getItem(SalesStorageKey.UserPromoCode)).toBe('VOUCHER');
    expect(storage.getItem(SalesStorageKey.SelectedOfferId)).toBeNull();
  });
});
