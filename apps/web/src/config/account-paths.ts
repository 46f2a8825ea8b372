import { paths } from './paths';

const verify = `${paths.register}/verify`;
const paymentPromoDetailPage = '/payment/promotion-code/detail';

/**
 * The URLs of the account and payment screens (docs/behaviour/routes-and-frame.md#route-table) that only lazily loaded screens link to: apart from
 * `paths`, which the entry chunk holds, so that these cost the home page nothing. Their routes use them too.
 */
export const accountPaths = {
  changePassword: `${paths.account}/change-password`,
  /** The login page; `from` is where a protected screen sent the visitor from (docs/behaviour/routes-and-frame.md#protected-screens). */
  loginFrom: (from: string) => `${paths.login}?from=${encodeURIComponent(from)}`,
  forgotPassword: `${paths.login}/forgot-password`,
  verify,
  /** Verify by e-mail (docs/behaviour/routes-and-frame.md#route-table: query email). */
  verifyEmail: (email: string) => `${verify}?email=${encodeURIComponent(email)}`,
  verifyMobile: `${paths.register}/verify-mobile`,
  paymentSelect: `${paths.register}/payment-select`,
  paymentSuccess: `${paths.register}/success`,
  paymentSubscribe: '/payment/subscribe',
  paymentPromoCode: '/payment/promo-code',
  /** A promotion code's offer (docs/behaviour/routes-and-frame.md#route-table: query code). */
  paymentPromoDetail: (code: string) => `${paymentPromoDetailPage}?code=${encodeURIComponent(code)}`,
  paymentPromoDetailPage,
  cancelSubscription: '/subscription/cancel',
} as const;
