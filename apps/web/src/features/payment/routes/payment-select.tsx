import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentPage } from '../components/field';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';
import { PaymentPath } from '../payment-paths';

/** /register/payment-select (spec §2): pay by credit card or with a promo code. */
export function PaymentSelectRoute() {
  const { t } = useTranslation(paymentLabels);
  return (
    <PaymentPage title={t('select.title')} lead={t('select.lead')}>
      <div className={styles.choices}>
        <Link to={PaymentPath.subscribe} className={`button button-primary ${styles.choice}`}>
          {t('select.card')}
        </Link>
        <Link to={PaymentPath.promoCode} className={`button button-secondary ${styles.choice}`}>
          {t('select.promoCode')}
        </Link>
      </div>
    </PaymentPage>
  );
}
