import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AppleIcon, GooglePlayIcon } from '../ui/brand-icons';
import styles from './app-store-links.module.css';
import { footerLabels } from './locales/index';

/** App Store and Google Play badges, drawn here rather than loaded from the stores (no third-party requests). */
export function AppStoreLinks() {
  const { t } = useTranslation(footerLabels);
  const stores = [
    { name: 'App Store', kicker: t('appStoreKicker'), href: paths.external.appStore, Icon: AppleIcon },
    {
      name: 'Google Play',
      kicker: t('googlePlayKicker'),
      href: paths.external.googlePlay,
      Icon: GooglePlayIcon,
    },
  ];
  return (
    <ul className={styles.stores}>
      {stores.map(({ name, kicker, href, Icon }) => (
        <li key={name}>
          <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
            <Icon />
            <span className={styles.text}>
              <span className={styles.kicker}>{kicker}</span>
              <span className={styles.name}>{name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
