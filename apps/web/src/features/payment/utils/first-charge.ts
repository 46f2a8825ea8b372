import { periodEnd, type Offer } from '@sahra/contracts';

/** The first charge of an offer that starts free and becomes a plan (a trial): what, how much and when. */
export interface FirstCharge {
  plan: string;
  amountMinor: number;
  currency: string;
  date: Date;
}

/**
 * docs/behaviour/plans-and-payment.md#subscribe: a free start that turns into a plan charges nothing
 * today and the plan's price when its period ends; an offer paid today has no such note (null).
 */
export function firstCharge(
  offer: Pick<Offer, 'License' | 'PriceTier' | 'Next'>,
  today: Date,
): FirstCharge | null {
  if (offer.PriceTier.PriceMinor > 0 || !offer.Next) return null;
  return {
    plan: offer.Next.License.Name,
    amountMinor: offer.Next.PriceTier.PriceMinor,
    currency: offer.Next.PriceTier.Currency,
    date: periodEnd(today, offer.License),
  };
}
