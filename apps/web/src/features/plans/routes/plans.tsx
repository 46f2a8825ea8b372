import { FixedListId, VOUCHER_PLACEHOLDER, type Offer } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ListRowById } from '../../../components/slider-row/list-row-by-id';
import { readCountryCode } from '../../../lib/expiring-storage';
import { useSession } from '../../auth/session/session-store';
import { useOffers } from '../../../api/get-offers';
import { FeatureIcons, WatchEverywhere } from '../components/feature-icons';
import { PlanCard } from '../components/plan-card';
import { plansLabels } from '../locales/index';
import { headlinePriceText, isAddOn, isTrial, offerPriceText } from '../../../lib/plan-price';
import { planSelectionPath, storePlanChoice, type PlanChoice } from '../utils/plan-selection';
import styles from './plans.module.css';
import { useContentLanguage } from '../../../components/content-card/use-content-language';

/** Offers are priced per country; a visitor whose country is not known yet sees the default market's. */
const FALLBACK_COUNTRY = 'US';

/**
 * /plans (docs/behaviour/plans-and-payment.md#plans-page): hero, feature icons, Best Series and Popular Channels sliders, plan cards from
 * POST /sales/offers, the promo-code button, watch everywhere. The CA banner is placed by the app's layout.
 */
export function PlansRoute() {
  const { t } = useTranslation(plansLabels);
  const navigate = useNavigate();
  const session = useSession();
  const email = session?.User.Email;
  const offers = useOffers({ country: readCountryCode() ?? FALLBACK_COUNTRY, ...(email ? { email } : {}) });
  // the server offers a trial only to members who may have one (never tried, never subscribed);
  // until its answer, the session's TrialUsedAt says it
  const trialUsed = offers.data ? !offers.data.some(isTrial) : Boolean(session?.User.TrialUsedAt);
  const language = useContentLanguage();
  const price = headlinePriceText(offers.data, language);
  // isolated in its own first-strong direction, so that "9.99$/Month" keeps its order inside Arabic
  // text and "9.99$ شهرياً" reads right to left
  const isolatedPrice = `\u2068${price}\u2069`;

  const choose = (choice: PlanChoice) => {
    storePlanChoice(choice);
    void navigate(planSelectionPath(session, choice));
  };
  const scrollToPlans = () => document.getElementById('plans-offers')?.scrollIntoView({ behavior: 'smooth' });

  return (
    <div className={styles.page}>
      <title>{t('title')}</title>
      <meta name="description" content={t('description')} />
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('hero.heading')}</h1>
        <p className={styles.heroLead}>{t('hero.lead')}</p>
        <p className={styles.heroPrice} data-testid="headline-price">
          {trialUsed
            ? t('hero.price', { price: isolatedPrice })
            : t('hero.trialPrice', { price: isolatedPrice })}
        </p>
        <button type="button" className="button button-primary" onClick={scrollToPlans}>
          {trialUsed ? t('hero.subscribe') : t('hero.startTrial')}
        </button>
      </section>
      <FeatureIcons />
      <div className={styles.rows}>
        <ListRowById listId={FixedListId.Series} title={t('rows.series')} />
        <ListRowById
          listId={FixedListId.Channels}
          title={t('rows.channels')}

          kind="channel"
        />
      </div>
      <section id="plans-offers" className={styles.section} aria-labelledby="plans-heading">
        <h2 id="plans-heading" className={styles.sectionTitle}>
          {t('plans.heading')}
        </h2>
        <OfferList
          offers={offers.data?.filter((offer) => !isAddOn(offer))}
          status={offers.status}
          trialUsed={trialUsed}
          price={price}
          onChoose={(offer) => choose({ offerId: offer.Id })}
        />
        <button
          type="button"
          className={`button button-secondary ${styles.promo}`}
          onClick={() => choose({ promoCode: VOUCHER_PLACEHOLDER })}
        >
          {t('plans.promoCode')}
        </button>
      </section>
      <AddOnList offers={offers.data?.filter(isAddOn)} />
      <WatchEverywhere />
    </div>
  );
}

interface OfferListProps {
  offers: Offer[] | undefined;
  status: 'pending' | 'error' | 'success';
  trialUsed: boolean;
  /** The default text (9.99$/Month) while loading or failing. */
  price: string;
  onChoose: (offer: Offer) => void;
}

function OfferList({ offers, status, trialUsed, price, onChoose }: OfferListProps) {
  const { t } = useTranslation(plansLabels);
  if (status === 'pending') {
    return (
      <p className={styles.muted} role="status">
        {t('plans.loading')} · {price}
      </p>
    );
  }
  if (status === 'error' || !offers) return <p role="alert">{t('plans.failed', { price })}</p>;
  if (offers.length === 0) return <p>{t('plans.none')}</p>;
  return (
    <ul className={styles.planList}>
      {offers.map((offer) => (
        <PlanCard key={offer.Id} offer={offer} trialUsed={trialUsed} onChoose={onChoose} />
      ))}
    </ul>
  );
}

/**
 * The add-on packages beside the plans (ADR 030): each is added to a plan from one of its locked
 * channels and billed with the plan, so the card names it, its price and how to add it.
 */
function AddOnList({ offers }: { offers: Offer[] | undefined }) {
  const { t } = useTranslation(plansLabels);
  const language = useContentLanguage();
  if (!offers || offers.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="add-ons-heading">
      <h2 id="add-ons-heading" className={styles.sectionTitle}>
        {t('addOns.heading')}
      </h2>
      <p className={styles.muted}>{t('addOns.lead')}</p>
      <ul className={styles.planList}>
        {offers.map((offer) => (
          <li key={offer.Id} className={styles.plan} data-testid="add-on">
            <h3 className={styles.planName}>{offer.Package.Name}</h3>
            <p className={styles.planPrice}>
              <strong dir="auto">{offerPriceText(offer, language)}</strong>
            </p>
            <Link className={`button button-secondary ${styles.planButton}`} to={paths.channels}>
              {t('addOns.channels')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
