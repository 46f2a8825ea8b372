import { expect, test } from 'vitest';
import { promotionFor, showsPromotion } from './promotion';

test('visitors from Canada get the Canadian promotion', () => {
  expect(promotionFor('CA')).toBe('CA');
  expect(promotionFor('ca')).toBe('CA');
});

test('visitors from elsewhere, or from an unknown country, get none', () => {
  for (const code of ['NL', 'AU', 'US', '', null, undefined]) expect(promotionFor(code)).toBeNull();
});

test('the banner belongs on the plans and register pages only', () => {
  expect(showsPromotion('/plans')).toBe(true);
  expect(showsPromotion('/register')).toBe(true);
  expect(showsPromotion('/Register/')).toBe(true);
  for (const path of ['/', '/register/verify', '/payment/subscribe', '/plans/extra', '/search']) {
    expect(showsPromotion(path)).toBe(false);
  }
});
