import type { RouteObject } from 'react-router';

const requireSignIn = async () => ({
  Component: (await import('../features/auth/components/require-sign-in')).RequireSignIn,
});

/**
 * The plans, payment and subscription screens of spec §2, each its own chunk; the app adds them to its
 * router when a visitor first heads for one. Paying, the promotion code detail and cancelling need a
 * signed-in user (the calls carry the session's token); the others do not. My Lists (spec §2: /mylists and
 * /mylists/{listN}) is here too: protected as they are, and too small for a route table of its own.
 */
export const moneyRoutes: RouteObject[] = [
  {
    path: 'plans',
    lazy: async () => ({ Component: (await import('../features/plans/routes/plans')).PlansRoute }),
  },
  {
    path: 'register/payment-select',
    lazy: async () => ({
      Component: (await import('../features/payment/routes/payment-select')).PaymentSelectRoute,
    }),
  },
  {
    path: 'register/success',
    lazy: async () => ({ Component: (await import('../features/payment/routes/success')).SuccessRoute }),
  },
  {
    path: 'payment/promo-code',
    lazy: async () => ({ Component: (await import('../features/payment/routes/promo-code')).PromoCodeRoute }),
  },
  {
    lazy: requireSignIn,
    children: [
      {
        path: 'payment/subscribe',
        lazy: async () => ({
          Component: (await import('../features/payment/routes/subscribe')).SubscribeRoute,
        }),
      },
      {
        path: 'payment/promotion-code/detail',
        lazy: async () => ({
          Component: (await import('../features/payment/routes/promo-detail')).PromoDetailRoute,
        }),
      },
      {
        path: 'mylists/:listN?',
        lazy: async () => ({ Component: (await import('../features/lists/routes/my-lists')).MyListsRoute }),
      },
      {
        path: 'subscription/cancel',
        lazy: async () => ({
          Component: (await import('../features/payment/routes/cancel-subscription')).CancelSubscriptionRoute,
        }),
      },
    ],
  },
];

/** The account page's Package and Billing Details: the index child of the account route (`ACCOUNT_ROUTE_ID`). */
export const accountBillingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/payment/routes/billing-details')).BillingDetails,
    }),
  },
];
