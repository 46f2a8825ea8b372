import type { RouteObject } from 'react-router';
import { accountPaths } from '../config/account-paths';
import { paths, routePatterns } from '../config/paths';

const requireSignIn = async () => ({
  Component: (await import('../features/auth/components/require-sign-in')).RequireSignIn,
});

/**
 * The plans, payment and subscription screens of docs/behaviour/routes-and-frame.md#route-table, each its own chunk; the app adds them to its
 * router when a visitor first heads for one. Paying, the promotion code detail and cancelling need a
 * signed-in user (the calls carry the session's token); the others do not. My Lists (docs/behaviour/routes-and-frame.md#route-table: /mylists and
 * /mylists/{listN}) is here too: protected as they are, and too small for a route table of its own.
 */
export const moneyRoutes: RouteObject[] = [
  {
    path: paths.plans,
    lazy: async () => ({ Component: (await import('../features/plans/routes/plans')).PlansRoute }),
  },
  {
    path: accountPaths.paymentSelect,
    lazy: async () => ({
      Component: (await import('../features/payment/routes/payment-select')).PaymentSelectRoute,
    }),
  },
  {
    path: accountPaths.paymentSuccess,
    lazy: async () => ({ Component: (await import('../features/payment/routes/success')).SuccessRoute }),
  },
  {
    path: accountPaths.paymentPromoCode,
    lazy: async () => ({ Component: (await import('../features/payment/routes/promo-code')).PromoCodeRoute }),
  },
  {
    lazy: requireSignIn,
    children: [
      {
        path: accountPaths.paymentSubscribe,
        lazy: async () => ({
          Component: (await import('../features/payment/routes/subscribe')).SubscribeRoute,
        }),
      },
      {
        path: accountPaths.paymentPromoDetailPage,
        lazy: async () => ({
          Component: (await import('../features/payment/routes/promo-detail')).PromoDetailRoute,
        }),
      },
      {
        path: routePatterns.myLists,
        lazy: async () => ({ Component: (await import('../features/lists/routes/my-lists')).MyListsRoute }),
      },
      {
        path: accountPaths.cancelSubscription,
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
