import type { Offer } from '@sahra/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyAddOn, newAddOnKeys, quoteAddOn, type AddOnKeys } from '../../../api/add-ons';
import { errorMessage } from '../../../api/error-message';
import { useOffers } from '../../../api/get-offers';
import { paths } from '../../../config/paths';
import { readCountryCode } from '../../../lib/expiring-storage';
import { formatAmount, isAddOn, offerPriceText } from '../../../lib/plan-price';
import { refreshUser } from '../../auth/session/session-actions';
import { useSession } from '../../auth/session/session-store';
import { playerLabels } from '../locales/index';
import { StatusScreen } from './status-screen';
import { useContentLanguage } from '../../../components/content-card/use-content-language';

/** Offers are priced per country; a visitor whose country is not known yet sees the default market's. */
const FALLBACK_COUNTRY = 'US';

type Step =
  | { name: 'offer' }
  | { name: 'confirm'; quote: Offer; keys: AddOnKeys }
  | { name: 'paying'; quote: Offer; keys: AddOnKeys }
  | { name: 'pending' };

/**
 * "You don't have an active plan" in the player's place (docs/behaviour/playback-and-streams.md#who-may-watch).
 * A member with a plan, on a channel of an add-on package (ADR 030), gets the add-on in two clicks
 * instead: Add (the server's price for the days left and the day it is billed with the plan), then Pay,
 * with the plan's card; the channel then plays. Anyone else is sent to the plans.
 */
export function NoPlanRefusal({
  packageName,
  onBought,
}: {
  packageName?: string | undefined;
  onBought: () => void;
}) {
  const { t, i18n } = useTranslation(playerLabels);
  const language = useContentLanguage();
  const session = useSession();
  const email = session?.User.Email;
  const offers = useOffers({ country: readCountryCode() ?? FALLBACK_COUNTRY, ...(email ? { email } : {}) });
  const [step, setStep] = useState<Step>({ name: 'offer' });
  const [failure, setFailure] = useState<string>();
  const busy = useRef(false);
  const addOn = offers.data?.find((offer) => isAddOn(offer) && offer.Package.Name === packageName);
  const hasPlan = (session?.Products.length ?? 0) > 0;

  if (!hasPlan || !addOn) {
    return (
      <StatusScreen urgent title={t('noActivePlan')}>
        <Link className="button button-primary" to={paths.plans}>
          {t('checkPlans')}
        </Link>
      </StatusScreen>
    );
  }

  /** One request at a time: a second click while one is under way does nothing. */
  const run = async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      busy.current = false;
    }
  };

  const add = () =>
    run(async () => setStep({ name: 'confirm', quote: await quoteAddOn(addOn.Id), keys: newAddOnKeys() }));

  const pay = (quote: Offer, keys: AddOnKeys) =>
    run(async () => {
      setStep({ name: 'paying', quote, keys });
      try {
        const purchase = await buyAddOn(addOn.Id, keys);
        if (purchase.State !== 'Succeeded') {
          setStep({ name: 'pending' });
          return;
        }
      } catch (error) {
        // the same keys again on the next click: a payment that went through is answered, not repeated
        setStep({ name: 'confirm', quote, keys });
        throw error;
      }
      await refreshUser();
      onBought();
    });

  const names = { package: addOn.Package.Name };
  if (step.name === 'pending') return <StatusScreen urgent title={t('addOn.pending', names)} />;
  if (step.name === 'offer') {
    return (
      <StatusScreen urgent title={t('addOn.notInPlan', names)} detail={failure}>
        <button type="button" className="button button-primary" onClick={() => void add()}>
          {t('addOn.add', { ...names, price: `\u2068${offerPriceText(addOn, language)}\u2069` })}
        </button>
        <Link className="button button-secondary" to={paths.plans}>
          {t('checkPlans')}
        </Link>
      </StatusScreen>
    );
  }
  const first = step.quote.FirstPeriod;
  const amount = first
    ? formatAmount(first.Amount.PriceMinor, first.Amount.Currency)
    : formatAmount(addOn.PriceTier.PriceMinor, addOn.PriceTier.Currency);
  const date = first ? new Date(first.Ends).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : '';
  const detail = t('addOn.confirmDetail', {
    ...names,
    amount: `\u2066${amount}\u2069`,
    date,
    price: `\u2068${offerPriceText(addOn, language)}\u2069`,
  });
  return (
    <StatusScreen urgent title={t('addOn.confirmTitle', names)} detail={failure ?? detail}>
      <button
        type="button"
        className="button button-primary"
        disabled={step.name === 'paying'}
        onClick={() => void pay(step.quote, step.keys)}
      >
        {step.name === 'paying' ? t('addOn.paying') : t('addOn.pay', { amount: `\u2066${amount}\u2069` })}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={step.name === 'paying'}
        onClick={() => setStep({ name: 'offer' })}
      >
        {t('addOn.notNow')}
      </button>
    </StatusScreen>
  );
}
