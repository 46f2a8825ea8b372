import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { accountPaths } from '../../../config/account-paths';
import { errorMessage } from '../../../api/error-message';
import { now } from '../../../lib/clock';
import { formatAmount, monthlyPriceText } from '../../../lib/plan-price';
import { restartSubscription } from '../api/payment-calls';
import {
  BILLING_HISTORY_QUERY_KEY,
  SUBSCRIPTIONS_QUERY_KEY,
  useSubscriptions,
} from '../api/use-subscriptions';
import { BillingHistory } from '../components/billing-history';
import { FormAlert } from '../components/field';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';
import { billingView } from '../utils/billing-view';
import { useContentLanguage } from '../../../components/content-card/use-content-language';

/**
 * The account page's Package and Billing Details (docs/behaviour/subscription.md#billing-details), from GET /subscription/get,
 * every line following the current subscription's State: the message, the plan or the promotion end
 * date, the next payment or last day, the card, the next plan, Cancel My Subscription or Restart my
 * subscription, and I have a promotion Code; the plans prompt when no subscription is above state 0.
 * The Billing history follows it.
 */
export function BillingDetails() {
  const { t, i18n } = useTranslation(paymentLabels);
  const language = useContentLanguage();
  const subscriptions = useSubscriptions();
  const queryClient = useQueryClient();
  const restart = useMutation({
    mutationFn: restartSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BILLING_HISTORY_QUERY_KEY }),
      ]),
  });
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });

  let body: ReactNode;
  if (subscriptions.isPending) body = <p role="status">{t('billing.loading')}</p>;
  else if (subscriptions.isError) body = <FormAlert message={errorMessage(subscriptions.error)} />;
  else {
    const view = billingView(subscriptions.data, now());
    body =
      view.kind === 'plansPrompt' ? (
        <div className={styles.prompt}>
          <p>{t('billing.noPlan')}</p>
          <Link to={paths.plans} className="button button-primary">
            {t('billing.checkPlans')}
          </Link>
        </div>
      ) : (
        <>
          <p
            className={view.message.endsWith('Active') ? styles.active : styles.ending}
            data-testid="billing-message"
          >
            {t(`billing.${view.message}`, { date: date(view.entry.Subscription.ExpireDate) })}
          </p>
          <dl className={styles.rows}>
            {view.showPackage && <Row label={t('billing.package')}>{view.entry.Package.Name}</Row>}
            {view.promotion ? (
              <Row label={t('billing.promotionEnd')}>{date(view.entry.Subscription.ExpireDate)}</Row>
            ) : (
              <>
                <Row label={t('billing.plan')}>
                  {view.entry.License.Name}{' '}
                  {view.entry.PriceTier.PriceMinor > 0 && (
                    <span dir="auto">
                      ({monthlyPriceText(view.entry.PriceTier, view.entry.License, language)})
                    </span>
                  )}
                </Row>
                {view.dateRow && (
                  <Row label={t(`billing.${view.dateRow}`)}>{date(view.entry.Subscription.ExpireDate)}</Row>
                )}
                {view.showCard && view.entry.CardLast4 && (
                  <Row label={t('billing.card')}>
                    <span dir="ltr">•••• {view.entry.CardLast4}</span>
                  </Row>
                )}
                {view.showNextPlan && view.entry.Next && (
                  <Row label={t('billing.nextPlan')}>
                    {view.entry.Next.License.Name}{' '}
                    <span dir="ltr">
                      (
                      {formatAmount(view.entry.Next.PriceTier.PriceMinor, view.entry.Next.PriceTier.Currency)}
                      )
                    </span>
                  </Row>
                )}
              </>
            )}
          </dl>
          {view.showCancel && (
            <Link to={accountPaths.cancelSubscription} className="button button-secondary">
              {t('billing.cancel')}
            </Link>
          )}
          {view.showRestart && (
            <div className={styles.restart}>
              <button
                type="button"
                className="button button-primary"
                disabled={restart.isPending}
                onClick={() => restart.mutate(view.entry.Subscription.Id)}
              >
                {restart.isPending ? t('billing.restarting') : t('billing.restart')}
              </button>
              <FormAlert message={restart.isError ? errorMessage(restart.error) : null} />
            </div>
          )}
        </>
      );
  }

  return (
    <>
      <section className={styles.billing} aria-labelledby="billing-details">
        <h2 id="billing-details" className={styles.billingTitle}>
          {t('billing.title')}
        </h2>
        {body}
        <Link to={accountPaths.paymentPromoCode} className={styles.link}>
          {t('billing.promoCode')}
        </Link>
      </section>
      <BillingHistory />
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}
