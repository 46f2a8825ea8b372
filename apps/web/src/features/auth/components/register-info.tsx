import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';
import { authLabels } from '../locales/index';
import styles from './register-info.module.css';

const BENEFITS = ['channels', 'devices', 'dvr', 'noAds'] as const;

/** The register page's info column (docs/behaviour/accounts.md#register): what the free trial gives (docs/behaviour/product.md#offer claims). */
export function RegisterInfo() {
  const { t } = useTranslation(authLabels);
  return (
    <aside className={styles.info}>
      <p className={styles.kicker}>{t('brandLine')}</p>
      <h2 className={styles.title}>{t('register.infoTitle')}</h2>
      <ul className={styles.list}>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className={styles.item}>
            <span className={styles.check}>
              <CheckIcon />
            </span>
            {t(`register.benefits.${benefit}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
