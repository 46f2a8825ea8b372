import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentLabels } from '../locales/index';
import { followPayment, type FollowCalls, type SettledPayment } from '../utils/follow-payment';
import styles from './payment.module.css';

/**
 * A payment the provider has not confirmed yet, said as it is: nothing more will be charged, the
 * outcome comes by e-mail and on this page, which keeps asking until the payment is settled.
 */
export function PaymentPending({
  follow,
  onSettled,
}: {
  follow: FollowCalls;
  onSettled: (settled: SettledPayment) => void;
}) {
  const { t } = useTranslation(paymentLabels);
  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    let left = false;
    void followPayment(follow, () => left).then((settled) => {
      if (settled) settle(settled);
    });
    return () => {
      left = true;
    };
  }, [follow]);
  return (
    <section className={styles.pending} role="status" aria-labelledby="payment-pending-title">
      <h2 id="payment-pending-title">{t('pending.title')}</h2>
      <p>{t('pending.body')}</p>
      <p>{t('pending.email')}</p>
    </section>
  );
}
