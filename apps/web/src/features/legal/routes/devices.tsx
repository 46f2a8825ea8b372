import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppleIcon, GooglePlayIcon } from '../../../components/ui/brand-icons';
import { paths } from '../../../config/paths';
import { DeviceIcon } from '../components/device-icon';
import { DEVICES, type StoreId } from '../utils/devices';
import legal from '../components/legal-page.module.css';
import styles from '../components/devices.module.css';
import { legalLabels } from '../locales/index';

/** Store names are brands and stay as they are in every language; only the words before them are translated. */
const STORES: Record<StoreId, { name: string; href: string; Icon: typeof AppleIcon }> = {
  appStore: { name: 'App Store', href: paths.external.appStore, Icon: AppleIcon },
  googlePlay: { name: 'Google Play', href: paths.external.googlePlay, Icon: GooglePlayIcon },
};

/** /devices: where Sahra can be watched, with the app-store links (docs/behaviour/product.md#devices-page). */
export function DevicesRoute() {
  const { t } = useTranslation(legalLabels);
  return (
    <section className={styles.page}>
      <title>{t('documentTitle', { title: t('devices.title') })}</title>
      <h1 className={legal.heading}>{t('devices.title')}</h1>
      <p className={legal.lead}>{t('devices.lead')}</p>
      <ul className={styles.grid}>
        {DEVICES.map((device) => (
          <li key={device.id} className={styles.card}>
            <span className={styles.icon}>
              <DeviceIcon kind={device.kind} />
            </span>
            <h2 className={styles.name}>{t(`devices.${device.id}.name`)}</h2>
            <p className={styles.detail}>{t(`devices.${device.id}.detail`)}</p>
            <div className={styles.actions}>
              {device.kind === 'browser' && (
                <Link to={paths.plans} className="button button-primary">
                  {t('devices.choosePlan')}
                </Link>
              )}
              {device.stores.map((store) => {
                const { name, href, Icon } = STORES[store];
                return (
                  <a key={store} href={href} className={`button button-secondary ${styles.store}`}>
                    <Icon size={18} />
                    {/* heard as "Download on the App Store", seen as the store's name, which fits a narrow card */}
                    <span className="visually-hidden">{`${t(`devices.${store}Kicker`)} `}</span>
                    {name}
                  </a>
                );
              })}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
