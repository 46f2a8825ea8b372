import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { accountPaths } from '../../../config/account-paths';
import form from '../components/auth-form.module.css';
import { SignedInDevices } from '../components/signed-in-devices';
import { authLabels } from '../locales/index';
import { useSession } from '../session/session-store';
import { readStored, removeStored } from '../../../lib/browser-storage';
import { SessionKey } from '../utils/session-keys';
import styles from './account.module.css';

/**
 * /account (docs/behaviour/accounts.md#account-page), its Membership Information: e-mail, phone if any, Verify links while unverified,
 * password with a Change link, name; the Package and Billing Details follow (the route's child), then the
 * signed-in devices. A password change just made is confirmed once (`account-success`).
 */
export function AccountRoute() {
  const { t } = useTranslation(authLabels);
  const details = useSession();
  const [passwordChanged] = useState(
    () => readStored('sessionStorage', SessionKey.AccountSuccess) === 'true',
  );
  useEffect(() => removeStored('sessionStorage', SessionKey.AccountSuccess), []);
  if (!details) return null;
  const user = details.User;
  const verify = (verified: boolean, to: string) =>
    verified ? (
      <span className={styles.verified}>{t('account.verified')}</span>
    ) : (
      <Link to={to} className={form.link}>
        {t('account.verify')}
      </Link>
    );

  return (
    <section className={styles.page}>
      <title>{t('documentTitle', { title: t('account.title') })}</title>
      <h1 className={styles.heading}>{t('account.title')}</h1>
      {passwordChanged && (
        <p className={form.success} role="status">
          {t('account.passwordChanged')}
        </p>
      )}
      <section className={styles.card} aria-labelledby="membership-information">
        <h2 id="membership-information" className={styles.cardTitle}>
          {t('account.membership')}
        </h2>
        <dl className={styles.list}>
          <Row label={t('account.email')} value={user.Email}>
            {verify(user.EmailVerified, accountPaths.verifyEmail(user.Email))}
          </Row>
          {user.Mobile.Number && (
            <Row label={t('account.phone')} value={<span dir="ltr">{user.Mobile.Number}</span>}>
              {verify(user.MobileVerified, accountPaths.verifyMobile)}
            </Row>
          )}
          <Row label={t('account.password')} value="••••••••">
            <Link to={accountPaths.changePassword} className={form.link}>
              {t('account.change')}
            </Link>
          </Row>
          <Row label={t('account.name')} value={`${user.Name} ${user.Surname}`.trim()} />
        </dl>
      </section>
      {/* Package and Billing Details, the account route's child */}
      <Outlet />
      <SignedInDevices />
    </section>
  );
}

function Row({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.action}>{children}</dd>
    </div>
  );
}
