import type { RouteObject } from 'react-router';
import { accountPaths } from '../../config/account-paths';
import { paths } from '../../config/paths';

/**
 * The account screens of docs/behaviour/routes-and-frame.md#route-table, each its own chunk; the app adds them to its router when a visitor first
 * heads for one. The protected ones send visitors to login first, and back afterwards.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
  },
  {
    path: accountPaths.forgotPassword,
    lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
  },
  {
    path: paths.register,
    lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
  },
  {
    path: accountPaths.verify,
    lazy: async () => ({ Component: (await import('./routes/verify')).VerifyEmailRoute }),
  },
  {
    path: accountPaths.verifyMobile,
    lazy: async () => ({ Component: (await import('./routes/verify')).VerifyMobileRoute }),
  },
  {
    lazy: async () => ({ Component: (await import('./components/require-sign-in')).RequireSignIn }),
    children: [
      {
        // the app adds the Package and Billing Details as this route's index child
        id: 'account',
        path: paths.account,
        lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
      },
      {
        path: accountPaths.changePassword,
        lazy: async () => ({ Component: (await import('./routes/change-password')).ChangePasswordRoute }),
      },
    ],
  },
];
