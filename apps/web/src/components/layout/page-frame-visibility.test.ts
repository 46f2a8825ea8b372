import { expect, test } from 'vitest';
import { showsPageFrame } from './page-frame-visibility';

test.each(['/', '/plans', '/login', '/channel', '/ondemand/movies', '/catchup/videos', '/some/unknown/page'])(
  '%s shows the navigation bar and footer',
  (path) => expect(showsPageFrame(path)).toBe(true),
);

test.each([
  '/register',
  '/register/verify',
  '/register/payment-select',
  '/payment/subscribe',
  '/payment/promotion-code/detail',
  '/error',
  '/error/not-found',
  '/country-error',
])('%s hides the navigation bar and footer', (path) => expect(showsPageFrame(path)).toBe(false));

test('the rule ignores letter case', () => {
  expect(showsPageFrame('/Register')).toBe(false);
});
