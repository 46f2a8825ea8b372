import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { accountPaths } from '../../../config/account-paths';
import { errorMessage } from '../../../api/error-message';
import { formatAmount, monthlyPriceText } from '../../../lib/plan-price';
import { useSubscriptions } from '../api/use-subscriptions';
import { FormAlert } from '../components/field';
import styles from '../components/payment.module.css';
import { paymentLabels } from '../locales/index';
import { billingView } from '../utils/billing-view';

/** Where the cancel screen says, through the navigation's state, that the subscription was cancelled. */
export interface AccountNavigationState {
  subscriptionCancelled?: boolean;
}

/**
 * The account page's Package and Billing Details (docs/behaviour/subscription.md#billing-details), from GET /subscription/get: the trial or
 * subscription message, the plan or the promotion end date, the card, the next plan, Cancel My
 * Subscription and I have a promotion Code; the plans prompt when no subscription is above state 0.
 */
export function BillingDetails() {
  const { t, i18n } = useTranslation(paymentLabels);
  const subscriptions = useSubscriptions();
  const cancelled = (useLocation().state as AccountNavigationState | null)?.subscriptionCancelled === true;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });

  let body: ReactNode;
  if (subscriptions.isPending) body = <p role="status">{t('billing.loading')}</p>;
  else if (subscriptions.isError) body = <FormAlert message={errorMessage(subscriptions.error)} />;
  else {
    const view = billingView(subscriptions.data);
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
          <p className={styles.active} data-testid="billing-message">
            {t(`billing.${view.message}`)}
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
                    <span dir="ltr">({monthlyPriceText(view.entry.PriceTier, view.entry.License)})</span>
                  )}
                </Row>
                <Row label={t(view.showCancel ? 'billing.renews' : 'billing.endsOn')}>
                  {date(view.entry.Subscription.ExpireDate)}
                </Row>
                {view.entry.CardLast4 && (
                  <Row label={t('billing.card')}>
                    <span dir="ltr">•••• {view.entry.CardLast4}</span>
                  </Row>
                )}
                {view.entry.Next && (
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
        </>
      );
  }

  return (
    <section className={styles.billing} aria-labelledby="billing-details">
      <h2 id="billing-details" className={styles.billingTitle}>
        {t('billing.title')}
      </h2>
      {cancelled && (
        <p className={styles.successNote} role="status">
          {t('billing.cancelled')}
        </p>
      )}
      {body}
      <Link to={accountPaths.paymentPromoCode} className={styles.link}>
        {t('billing.promoCode')}
      </Link>
    </section>
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
