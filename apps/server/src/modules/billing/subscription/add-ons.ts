import type { License } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import { salesError } from '../errors.js';
import type { OfferRecord } from '../offers/offer-repository.js';
import { grantsAccess, periodEnd } from './states.js';
import { liveOnLine, type SubscriptionRow } from './subscription-repository.js';

/**
 * The smallest first charge of an add-on bought on the base plan's last days: below it the card fee
 * eats the payment (Stripe's own minimum charge in USD is 0.50).
 */
export const ADD_ON_MIN_CHARGE_MINOR = 50;

/** An add-on's first period, billed with the base plan (ADR 030). */
export interface AddOnTerms {
  base: SubscriptionRow;
  amountMinor: number;
  periodEnd: Date;
}

/** The base subscription an add-on needs: one of its base package that plays now. */
async function playingBase(db: Db, now: Date, userId: number, basePackageId: number) {
  return (await liveOnLine(db, userId, basePackageId)).find((row) =>
    grantsAccess(row.state, row.period_end, now),
  );
}

/**
 * The end of an add-on's first period: the base plan's next billing day, counted in the add-on's own
 * periods from the base period's start (a monthly add-on on a yearly plan renews monthly on the plan's
 * day), never after the base period's end. Counted from the start each time, so month ends do not drift.
 */
export function firstPeriodEnd(base: SubscriptionRow, license: License, now: Date): Date {
  for (let periods = 1; ; periods++) {
    const end = periodEnd(base.period_start, { ...license, Duration: license.Duration * periods });
    if (end >= base.period_end) return base.period_end;
    if (end > now) return end;
  }
}

/** The first charge: the add-on's price for the share of a full period that is left, at least the minimum. */
export function proratedMinor(offer: OfferRecord, now: Date, end: Date): number {
  const full = periodEnd(now, offer.license).getTime() - now.getTime();
  const left = Math.max(0, end.getTime() - now.getTime());
  const share = Math.round((offer.priceMinor * left) / full);
  return Math.min(offer.priceMinor, Math.max(ADD_ON_MIN_CHARGE_MINOR, share));
}

/**
 * What buying `offer` now costs this user when it is an add-on (undefined for a plan): 409
 * BasePlanRequired without a base subscription that plays.
 */
export async function addOnTerms(
  db: Db,
  now: Date,
  userId: number,
  offer: OfferRecord,
): Promise<AddOnTerms | undefined> {
  if (offer.addOnOf === null) return undefined;
  const base = await playingBase(db, now, userId, offer.addOnOf);
  if (!base) throw salesError('BasePlanRequired');
  const end = firstPeriodEnd(base, offer.license, now);
  return { base, amountMinor: proratedMinor(offer, now, end), periodEnd: end };
}

/**
 * The end of a new subscription's first period: an add-on's follows its base plan (when the base has
 * ended meanwhile, a full period, and the renewal job ends it on that day); a plan's is its license's.
 */
export async function firstPeriodOf(db: Db, now: Date, userId: number, offer: OfferRecord): Promise<Date> {
  const base = offer.addOnOf === null ? undefined : await playingBase(db, now, userId, offer.addOnOf);
  return base ? firstPeriodEnd(base, offer.license, now) : periodEnd(now, offer.license);
}

/** An add-on whose base plan no longer plays ends with it instead of renewing (no charge). */
export async function baseEnded(db: Db, now: Date, row: SubscriptionRow, offer: OfferRecord) {
  if (offer.addOnOf === null) return false;
  return (await playingBase(db, now, row.user_id, offer.addOnOf)) === undefined;
}
