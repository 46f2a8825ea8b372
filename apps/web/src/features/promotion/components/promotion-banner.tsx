import { useTranslation } from 'react-i18next';
import { useCountryCode } from '../api/get-country-code';
import { promotionFor } from '../utils/promotion';
import styles from './promotion-banner.module.css';

/**
 * The country promotion banner (docs/behaviour/product.md#promotion-banner: shown for CA on the plans and register pages, where the
 * visitor is already choosing a plan, so it links nowhere). Nothing until the country is known, and
 * nothing for other countries.
 */
export function PromotionBanner() {
  const { t } = useTranslation();
  const countryCode = useCountryCode();
  if (promotionFor(countryCode.data) === null) return null;
  return (
    <div className={styles.slot}>
      <aside className={styles.banner} aria-label={t('promotion.label')}>
        <span className={styles.flag} aria-hidden="true">
          CA
        </span>
        <div className={styles.text}>
          <p className={styles.title}>{t('promotion.title')}</p>
          <p>{t('promotion.text')}</p>
        </div>
      </aside>
    </div>
  );
}
