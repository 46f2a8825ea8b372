import { accountPaths } from '../../../config/account-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentPage } from '../components/field';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';

/** /register/payment-select (docs/behaviour/plans-and-payment.md#payment-choice): pay by credit card or with a promo code. */
export function PaymentSelectRoute() {
  const { t } = useTranslation(paymentLabels);
  return (
    <PaymentPage title={t('select.title')} lead={t('select.lead')}>
      <div className={styles.choices}>
        <Link to={accountPaths.paymentSubscribe} className={`button button-primary ${styles.choice}`}>
          {t('select.card')}
        </Link>
        <Link to={accountPaths.paymentPromoCode} className={`button button-secondary ${styles.choice}`}>
          {t('select.promoCode')}
        </Link>
      </div>
    </PaymentPage>
  );
}
