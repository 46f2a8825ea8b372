import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { accountPaths } from '../../../config/account-paths';
import { authLabels } from '../locales/index';
import { useSession } from '../session/session-store';
import styles from './auth-form.module.css';

/**
 * The protected screens (docs/behaviour/routes-and-frame.md#protected-screens: account, my lists, change password, promotion code detail): a visitor
 * is sent to login with the origin kept in `from`, and sees "Redirecting" meanwhile.
 */
export function RequireSignIn() {
  const { t } = useTranslation(authLabels);
  const details = useSession();
  const { pathname, search } = useLocation();
  if (details) return <Outlet />;
  if (details === undefined) return <LoadingIndicator />;
  return (
    <section className={styles.page}>
      <p role="status">{t('redirecting')}</p>
      <Navigate to={accountPaths.loginFrom(`${pathname}${search}`)} replace />
    </section>
  );
}
