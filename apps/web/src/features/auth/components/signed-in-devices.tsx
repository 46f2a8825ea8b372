import type { SignedInDevice } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { paths } from '../../../config/paths';
import { useDeviceName } from '../../../lib/use-device-name';
import { useSignedInDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/devices';
import { authLabels } from '../locales/index';
import account from '../routes/account.module.css';
import { logOut } from '../session/session-actions';
import form from './auth-form.module.css';
import styles from './signed-in-devices.module.css';

/**
 * The account page's signed-in devices (issue 6 point 5): each session of the account with its device,
 * when it signed in and was last seen, and a Sign out. Signing out this device is logging out: the
 * session ends here and the home page loads afresh, as the account menu's Log out does.
 */
export function SignedInDevices() {
  const { t, i18n } = useTranslation(authLabels);
  const devices = useSignedInDevices();
  const deviceName = useDeviceName();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const failure = signOut.failed ? signOut.error : signOutOthers.failed ? signOutOthers.error : undefined;
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en-GB';
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  // a date never breaks inside on a narrow screen (an Arabic time and its م, a day and its month)
  const when = (at: string) => dateTime.format(new Date(at)).replace(/\s/g, '\u00a0');
  // where each device signed in, named in the page's language ("Netherlands", "هولندا")
  const countries = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const signOutDevice = (device: SignedInDevice) => {
    if (device.ThisDevice) {
      void logOut().then(() => window.location.assign(paths.home));
      return;
    }
    signOut.run(device.Id);
  };
  return (
    <section className={account.card} aria-labelledby="signed-in-devices">
      <h2 id="signed-in-devices" className={account.cardTitle}>
        {t('devices.title')}
      </h2>
      {devices.isPending && <p role="status">{t('devices.loading')}</p>}
      {/* a failed load leaves the section empty but says so (docs/behaviour/errors-and-messages.md#loading-and-failed-loads) */}
      {devices.isError && <p className={form.error}>{errorMessage(devices.error)}</p>}
      {failure !== undefined && (
        <p className={form.error} role="alert">
          {errorMessage(failure)}
        </p>
      )}
      {devices.isSuccess && (
        <ul className={styles.list} aria-label={t('devices.title')}>
          {devices.data.map((device) => {
            const name = deviceName(device.DeviceName);
            return (
              <li key={device.Id} className={styles.device}>
                <div className={styles.about}>
                  <p className={styles.name}>
                    <span>{name}</span>
                    {device.ThisDevice && (
                      <span className={styles.thisDevice}>{t('devices.thisDevice')}</span>
                    )}
                  </p>
                  <p className={styles.times}>
                    {device.Country && countries.of(device.Country) && (
                      <>
                        {t('devices.place', { country: countries.of(device.Country) })}
                        {' · '}
                      </>
                    )}
                    {t('devices.signedIn', { date: when(device.SignedInAt) })}
                    {' · '}
                    {t('devices.lastSeen', { date: when(device.LastSeenAt) })}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={signOut.pending || signOutOthers.pending}
                  onClick={() => signOutDevice(device)}
                  aria-label={t('devices.signOutOf', { device: name })}
                >
                  {t('devices.signOut')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {devices.isSuccess && devices.data.some((device) => !device.ThisDevice) && (
        <button
          type="button"
          className={`button button-secondary ${styles.signOutOthers}`}
          disabled={signOutOthers.pending}
          onClick={() => signOutOthers.run(undefined)}
        >
          {t('devices.signOutOthers')}
        </button>
      )}
    </section>
  );
}
