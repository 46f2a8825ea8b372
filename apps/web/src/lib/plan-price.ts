import { LicenseType, monthlyPriceMinor, type License, type Offer, type PriceTier } from '@sahra/contracts';
import type { ContentLanguage } from './content-item';

/** Currency symbols the plans show after the amount, as the spec's default text writes it (9.99$/Month). */
const SYMBOLS: Record<string, string> = { USD: '$', CAD: '$', EUR: '€', GBP: '£' };

/** An amount in minor units as the plans write it: two decimals and the currency's symbol (or code). */
export function formatAmount(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)}${SYMBOLS[currency.toUpperCase()] ?? ` ${currency}`}`;
}

/** The amount of the spec's default plan text, DEFAULT_PLAN_TEXT (9.99$/Month). */
const DEFAULT_PLAN_MINOR = 999;

/**
 * A monthly amount in the page's language: the spec's "9.99$/Month" in English, "9.99$ شهرياً" in Arabic.
 * Shown in a first-strong isolate (dir="auto"), each reads in its own direction: the Arabic amount first.
 */
const PER_MONTH: Record<ContentLanguage, (amount: string) => string> = {
  en: (amount) => `${amount}/Month`,
  ar: (amount) => `${amount} شهرياً`,
};

/** docs/behaviour/plans-and-payment.md#prices: the monthly price, price divided by duration (or by 12 for yearly plans), e.g. "8.33$/Month". */
export function monthlyPriceText(
  tier: Pick<PriceTier, 'PriceMinor' | 'Currency'>,
  license: Pick<License, 'Duration' | 'DurationType'>,
  language: ContentLanguage,
): string {
  return PER_MONTH[language](formatAmount(monthlyPriceMinor(tier.PriceMinor, license), tier.Currency));
}

/**
 * What a plan card states as its price: a trial or a promotion that turns into a plan costs that plan's
 * monthly price afterwards, which is what the visitor will pay; a plan its own monthly price.
 */
export function offerPriceText(
  offer: Pick<Offer, 'License' | 'PriceTier' | 'Next'>,
  language: ContentLanguage,
): string {
  const paying = offer.PriceTier.PriceMinor === 0 && offer.Next ? offer.Next : offer;
  return monthlyPriceText(paying.PriceTier, paying.License, language);
}

/**
 * The price line of the plans page: what the trial turns into when there is one, else the cheapest paid
 * monthly price among the offers, or the spec's default text (9.99$/Month) while they load, when they
 * fail, or when none is paid.
 */
export function headlinePriceText(offers: readonly Offer[] | undefined, language: ContentLanguage): string {
  const trial = offers?.find((offer) => isTrial(offer) && offer.Next);
  if (trial) return offerPriceText(trial, language);
  // add-ons (ADR 030) are bought beside a plan, never instead of one
  const plans = (offers ?? []).flatMap((offer) => {
    if (isAddOn(offer)) return [];
    const plan = offer.PriceTier.PriceMinor === 0 ? offer.Next : offer;
    return plan && plan.PriceTier.PriceMinor > 0 ? [plan] : [];
  });
  const monthly = (plan: (typeof plans)[number]) =>
    monthlyPriceMinor(plan.PriceTier.PriceMinor, plan.License);
  const cheapest = plans.sort((a, b) => monthly(a) - monthly(b))[0];
  return cheapest
    ? monthlyPriceText(cheapest.PriceTier, cheapest.License, language)
    : PER_MONTH[language](formatAmount(DEFAULT_PLAN_MINOR, 'USD'));
}

export const isTrial = (offer: Pick<Offer, 'License'>) => offer.License.Type === LicenseType.Trial;

/** An add-on package (ADR 030): sold beside a plan to a member who holds one. */
export const isAddOn = (offer: Pick<Offer, 'AddOnOf'>) => offer.AddOnOf !== null;
