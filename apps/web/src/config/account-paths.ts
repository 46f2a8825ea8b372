import { paths } from './paths';

/**
 * The URLs of the account and payment screens (spec §2) that only lazily loaded screens link to: apart from
 * `paths`, which the entry chunk holds, so that these cost the home page nothing.
 */
export const accountPaths = {
  changePassword: `${paths.account}/change-password`,
  /** The login page; `from` is where a protected screen sent the visitor from (spec §2). */
  loginFrom: (from: string) => `${paths.login}?from=${encodeURIComponent(from)}`,
  forgotPassword: `${paths.login}/forgot-password`,
  /** Verify by e-mail (spec §2: query email). */
  verifyEmail: (email: string) => `${paths.register}/verify?email=${encodeURIComponent(email)}`,
  verifyMobile: `${paths.register}/verify-mobile`,
  paymentSelect: `${paths.register}/payment-select`,
  paymentSubscribe: '/payment/subscribe',
} as const;
