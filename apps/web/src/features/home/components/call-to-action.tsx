import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './call-to-action.module.css';
import { homeLabels } from '../locales/index';

/**
 * The anonymous visitor's invitation (docs/behaviour/product.md#call-to-action): "Start Your Subscription" to the plans, and
 * "Cancel anytime.". Signed-in users see their personal rows in its place (routes/home.tsx).
 */
export function CallToAction() {
  const { t } = useTranslation(homeLabels);
  return (
    <section className={styles.block} aria-labelledby="call-to-action-heading">
      <div className={styles.text}>
        <h2 id="call-to-action-heading" className={styles.heading}>
          {t('callToAction.heading')}
        </h2>
        <p className={styles.lead}>{t('callToAction.lead')}</p>
      </div>
      <div className={styles.actions}>
        <Link to={paths.plans} className="button button-primary">
          {t('callToAction.startSubscription')}
        </Link>
        <span className={styles.note}>{t('callToAction.cancelAnytime')}</span>
      </div>
    </section>
  );
}
