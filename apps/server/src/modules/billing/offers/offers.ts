import { LicenseType, type NextPlan, type Offer, type PriceTier } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import { memberByEmail, type Member } from '../../membership/public.js';
import { salesError } from '../errors.js';
import { allOffers, hasEverSubscribed, offerById, type OfferRecord } from './offer-repository.js';
import { addOnTerms } from '../subscription/add-ons.js';
import { usableVoucher } from './vouchers.js';

export const soldIn = (offer: OfferRecord, country: string) =>
  offer.countries.length === 0 || offer.countries.includes(country);

/** Money in both forms of the wire: minor units, and major units derived from them. */
export function priceTier(priceMinor: number, originalPriceMinor: number, currency: string): PriceTier {
  return {
    Price: priceMinor / 100,
    OriginalPrice: originalPriceMinor / 100,
    Currency: currency,
    PriceMinor: priceMinor,
    OriginalPriceMinor: originalPriceMinor,
  };
}

export const offerPrice = (offer: OfferRecord) =>
  priceTier(offer.priceMinor, offer.originalPriceMinor, offer.currency);

export function nextPlan(next: OfferRecord | undefined): NextPlan | null {
  return next ? { OfferId: next.id, License: next.license, PriceTier: offerPrice(next) } : null;
}

/** Trials charge when they turn into their plan, so they need a card; only a free, final promotion does not. */
export const needsPaymentMethod = (offer: OfferRecord) =>
  offer.priceMinor > 0 || offer.nextOfferId !== null || offer.license.Type === LicenseType.Plan;

export function toOffer(offer: OfferRecord, next: OfferRecord | undefined): Offer {
  return {
    Id: offer.id,
    Grade: offer.grade,
    isActive: offer.isActive,
    Package: { Id: offer.packageId, Name: offer.packageName },
    License: offer.license,
    Licenses: [{ Id: offer.license.Id, Token: offer.token }],
    PriceTier: offerPrice(offer),
    Next: nextPlan(next),
    NeedsPaymentMethod: needsPaymentMethod(offer),
    AddOnOf: offer.addOnOf,
  };
}

/** What POST /sales/offers asks, as parsed. */
interface OffersQuery {
  country: string;
  email?: string | undefined;
  voucherCode?: string | undefined;
}

/** Each offer with its next plan looked up among `offers`. */
function withNextOf(offers: OfferRecord[]) {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  return (offer: OfferRecord) =>
    toOffer(offer, offer.nextOfferId === null ? undefined : byId.get(offer.nextOfferId));
}

/** A free trial is for members who neither used one nor ever subscribed (a paying subscriber gets none). */
async function mayTry(db: Db, member: Member): Promise<boolean> {
  return !member.trialUsedAt && !(await hasEverSubscribed(db, member.id));
}

/**
 * POST /sales/offers: the listed offers sold in the country, without trials for an e-mail whose
 * user may not try (used a trial, or subscribed before); with a code, only the code's offer (if sold there).
 */
export async function offersFor(db: Db, now: Date, request: OffersQuery): Promise<Offer[]> {
  const { country, email, voucherCode } = request;
  const offers = await allOffers(db);
  const withNext = withNextOf(offers);
  if (voucherCode !== undefined) {
    const voucher = await usableVoucher(db, voucherCode, now);
    const offer = offers.find((candidate) => candidate.id === voucher.offerId);
    return offer && offer.isActive && soldIn(offer, country) ? [withNext(offer)] : [];
  }
  const member = email === undefined ? undefined : await memberByEmail(db, email);
  const noTrial = member !== undefined && !(await mayTry(db, member));
  return offers
    .filter((offer) => offer.isActive && offer.listed && soldIn(offer, country))
    .filter((offer) => !(noTrial && offer.license.Type === LicenseType.Trial))
    .map(withNext);
}

/**
 * The offer a member may buy: active, sold in their country, a trial only while they have neither used
 * one nor subscribed before, an unlisted promotion only through its voucher. Anything else is "not available", so ids
 * tried by hand learn nothing.
 */
export async function offerForMember(
  db: Db,
  member: Member,
  offerId: number,
  voucherCode: string | undefined,
  now: Date,
): Promise<OfferRecord> {
  const offer = await offerById(db, offerId);
  if (!offer || !offer.isActive || !soldIn(offer, member.country)) throw salesError('OfferNotFound');
  if (offer.license.Type === LicenseType.Trial && !(await mayTry(db, member))) {
    throw salesError('OfferNotFound');
  }
  if (voucherCode !== undefined) {
    const voucher = await usableVoucher(db, voucherCode, now);
    if (voucher.offerId !== offer.id) throw salesError('OfferMismatch');
  } else if (!offer.listed) {
    throw salesError('OfferNotFound');
  }
  return offer;
}

/**
 * POST /sales/offer/select: the server's own priced copy of an offer this member may buy; for an add-on
 * (ADR 030) with its first period, billed with the base plan (409 BasePlanRequired without one).
 */
export async function selectOffer(
  db: Db,
  member: Member,
  offerId: number,
  voucherCode: string | undefined,
  now: Date,
): Promise<Offer> {
  const offer = await offerForMember(db, member, offerId, voucherCode, now);
  const next = offer.nextOfferId === null ? undefined : await offerById(db, offer.nextOfferId);
  const priced = toOffer(offer, next);
  const terms = await addOnTerms(db, now, member.id, offer);
  if (!terms) return priced;
  const amount = priceTier(terms.amountMinor, offer.priceMinor, offer.currency);
  return { ...priced, FirstPeriod: { Amount: amount, Ends: terms.periodEnd.toISOString() } };
}
