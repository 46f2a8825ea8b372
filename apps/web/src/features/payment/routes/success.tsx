import { FixedListId } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListRowById } from '../../../components/slider-row/list-row-by-id';
import { paths } from '../../../config/paths';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';

/** /register/success (docs/behaviour/plans-and-payment.md#success-page): Congratulations, and list 1056 titled "Hope you Enjoy it!". */
export function SuccessRoute() {
  const { t } = useTranslation(paymentLabels);
  return (
    <section className={styles.success}>
      <title>{t('documentTitle', { title: t('success.title') })}</title>
      <div className={styles.successHead}>
        <h1 className={styles.title}>{t('success.title')}</h1>
        <p className={styles.lead}>{t('success.lead')}</p>
        <Link to={paths.home} className="button button-primary">
          {t('success.startWatching')}
        </Link>
      </div>
      <div className={styles.successRow}>
        <ListRowById listId={FixedListId.SuccessPage} title={t('success.list')} />
      </div>
    </section>
  );
}
