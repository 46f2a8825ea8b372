import { FREE_TRIAL_DAYS, type Offer } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { plansLabels } from '../locales/index';
import styles from '../routes/plans.module.css';
import { formatAmount, isTrial, offerPriceText } from '../../../lib/plan-price';
import { useContentLanguage } from '../../../components/content-card/use-content-language';

interface PlanCardProps {
  offer: Offer;
  /** docs/behaviour/plans-and-payment.md#plans-page: a user with a prior trial (TrialUsedAt) sees "Subscribe Now" instead of trial wording. */
  trialUsed: boolean;
  onChoose: (offer: Offer) => void;
}

/** One offer: its name, what it gives, its monthly price (docs/behaviour/plans-and-payment.md#prices) and its button. */
export function PlanCard({ offer, trialUsed, onChoose }: PlanCardProps) {
  const { t } = useTranslation(plansLabels);
  const trial = isTrial(offer) && !trialUsed;
  const language = useContentLanguage();
  const tier = offer.PriceTier;
  const reduced = tier.OriginalPriceMinor > tier.PriceMinor && tier.PriceMinor > 0;
  return (
    <li className={`${styles.plan} ${trial ? styles.planFeatured : ''}`}>
      <h3 className={styles.planName}>{offer.License.Name}</h3>
      {offer.License.Metadata.advantage && <p className={styles.muted}>{offer.License.Metadata.advantage}</p>}
      <p className={styles.planPrice}>
        {trial && <span className={styles.planTrial}>{t('plans.trialThen', { days: FREE_TRIAL_DAYS })}</span>}
        <strong data-testid="plan-price" dir="auto">
          {offerPriceText(offer, language)}
        </strong>
        {reduced && (
          <span className={styles.planWas}>
            {t('plans.was', { price: formatAmount(tier.OriginalPriceMinor, tier.Currency) })}
          </span>
        )}
      </p>
      <button
        type="button"
        className={`button ${trial ? 'button-primary' : 'button-secondary'} ${styles.planButton}`}
        onClick={() => onChoose(offer)}
      >
        {trial ? t('plans.startTrial') : t('plans.subscribe')}
      </button>
    </li>
  );
}
