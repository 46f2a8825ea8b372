import type { RouteObject } from 'react-router';

/**
 * The account screens of spec §2, each its own chunk; the app adds them to its router when a visitor first
 * heads for one. The protected ones send visitors to login first, and back afterwards.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
  },
  {
    path: 'login/forgot-password',
    lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
  },
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
  },
  {
    path: 'register/verify',
    lazy: async () => ({ Component: (await import('./routes/verify')).VerifyEmailRoute }),
  },
  {
    path: 'register/verify-mobile',
    lazy: async () => ({ Component: (await import('./routes/verify')).VerifyMobileRoute }),
  },
  {
    lazy: async () => ({ Component: (await import('./components/require-sign-in')).RequireSignIn }),
    children: [
      {
        // the app adds the Package and Billing Details as this route's index child
        id: 'account',
        path: 'account',
        lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
      },
      {
        path: 'account/change-password',
        lazy: async () => ({ Component: (await import('./routes/change-password')).ChangePasswordRoute }),
      },
    ],
  },
];
