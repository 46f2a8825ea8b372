import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/ui/icons';
import { plansLabels } from '../locales/index';
import styles from '../routes/plans.module.css';

/** The marketing claims of docs/behaviour/product.md#offer, each with its icon. */
const CLAIMS = [
  { key: 'channels', path: 'M3 7h18v12H3zM8 3l4 4 4-4' },
  { key: 'devices', path: 'M2 5h14v10H2zM6 19h6M18 9h4v10h-4z' },
  { key: 'dvr', path: 'M12 7v5l3 2M21 12a9 9 0 1 1-3-6.7M21 4v4h-4' },
  { key: 'noAds', path: 'M4 4l16 16M5 8h7l5-4v10M5 8v6h3' },
  { key: 'cancel', path: 'M6 6l12 12M18 6L6 18' },
  { key: 'autoRenewal', path: 'M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5M20 12a8 8 0 0 1-14 5.3L4 15M4 20v-5h5' },
] as const;

export function FeatureIcons() {
  const { t } = useTranslation(plansLabels);
  return (
    <section className={styles.section} aria-labelledby="plans-features">
      <h2 id="plans-features" className={styles.sectionTitle}>
        {t('features.heading')}
      </h2>
      <ul className={styles.features}>
        {CLAIMS.map(({ key, path }) => (
          <li key={key} className={styles.feature}>
            <span className={styles.featureIcon}>
              <StrokeIcon size={28}>
                <path d={path} />
              </StrokeIcon>
            </span>
            {t(`features.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

const DEVICES = [
  { key: 'tv', path: 'M3 5h18v11H3zM8 20h8' },
  { key: 'computer', path: 'M4 5h16v10H4zM2 19h20' },
  { key: 'phone', path: 'M8 3h8v18H8zM11 18h2' },
  { key: 'tablet', path: 'M5 3h14v18H5zM11 18h2' },
] as const;

/** The watch-everywhere section of docs/behaviour/plans-and-payment.md#plans-page. */
export function WatchEverywhere() {
  const { t } = useTranslation(plansLabels);
  return (
    <section className={`${styles.section} ${styles.everywhere}`} aria-labelledby="plans-everywhere">
      <div>
        <h2 id="plans-everywhere" className={styles.sectionTitle}>
          {t('everywhere.heading')}
        </h2>
        <p className={styles.muted}>{t('everywhere.text')}</p>
      </div>
      <ul className={styles.devices}>
        {DEVICES.map(({ key, path }) => (
          <li key={key} className={styles.device}>
            <StrokeIcon size={36} strokeWidth={1.6}>
              <path d={path} />
            </StrokeIcon>
            {t(`everywhere.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
