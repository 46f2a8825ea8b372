import type { BillingHistoryItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { formatAmount } from '../../../lib/plan-price';
import { useBillingHistory } from '../api/use-subscriptions';
import { paymentLabels } from '../locales/index';
import { FormAlert } from './field';
import styles from './payment.module.css';

/**
 * The account page's Billing history (docs/behaviour/subscription.md#billing-history), from GET
 * /subscription/history: each charge and refund, a charge opening its receipt.
 */
export function BillingHistory() {
  const { t } = useTranslation(paymentLabels);
  const history = useBillingHistory();
  let body;
  if (history.isPending) body = <p role="status">{t('history.loading')}</p>;
  else if (history.isError) body = <FormAlert message={errorMessage(history.error)} />;
  else if (history.data.length === 0) body = <p>{t('history.empty')}</p>;
  else
    body = (
      <ul className={styles.history}>
        {history.data.map((item) => (
          <HistoryItem key={item.Id} item={item} />
        ))}
      </ul>
    );
  return (
    <section className={styles.billing} aria-labelledby="billing-history">
      <h2 id="billing-history" className={styles.billingTitle}>
        {t('history.title')}
      </h2>
      {body}
    </section>
  );
}

function HistoryItem({ item }: { item: BillingHistoryItem }) {
  const { t, i18n } = useTranslation(paymentLabels);
  const date = new Date(item.Date).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  const amount = `${item.Kind === 'refund' ? '−' : ''}${formatAmount(item.AmountMinor, item.Currency)}`;
  return (
    <li className={styles.historyItem} data-testid="billing-history-item">
      <details>
        <summary className={styles.historySummary}>
          <span>{date}</span>
          <span>
            {t(`history.${item.Kind}`)} · {item.Plan}
          </span>
          <strong dir="ltr">{amount}</strong>
        </summary>
        <dl className={styles.receipt} aria-label={t('history.receipt')}>
          <dt>{t('history.amount')}</dt>
          <dd dir="ltr">{amount}</dd>
          <dt>{t('history.date')}</dt>
          <dd>{date}</dd>
          <dt>{t('history.plan')}</dt>
          <dd>{item.Plan}</dd>
          {item.CardLast4 && (
            <>
              <dt>{t('history.card')}</dt>
              <dd dir="ltr">•••• {item.CardLast4}</dd>
            </>
          )}
          <dt>{t('history.chargeId')}</dt>
          <dd dir="ltr" className={styles.chargeId}>
            {item.ChargeId}
          </dd>
        </dl>
      </details>
    </li>
  );
}
