/** The money screens' URLs (spec §2). */
export const PaymentPath = {
  select: '/register/payment-select',
  subscribe: '/payment/subscribe',
  promoCode: '/payment/promo-code',
  promoDetail: (code: string) => `/payment/promotion-code/detail?code=${encodeURIComponent(code)}`,
  success: '/register/success',
  cancel: '/subscription/cancel',
  account: '/account',
  plans: '/plans',
} as const;
