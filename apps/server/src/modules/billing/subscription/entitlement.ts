import type { Product, SubscriptionEntry } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import { salesError } from '../errors.js';
import { allOffers } from '../offers/offer-repository.js';
import { nextPlan, offerPrice } from '../offers/offers.js';
import { grantsAccess } from './states.js';
import { userSubscriptions } from './subscription-repository.js';

async function offersById(db: Db) {
  return new Map((await allOffers(db)).map((offer) => [offer.id, offer]));
}

/** GET /subscription/get: every subscription of the user, newest (the current one) first. */
export async function subscriptionEntries(db: Db, userId: number): Promise<SubscriptionEntry[]> {
  const [rows, offers] = await Promise.all([userSubscriptions(db, userId), offersById(db)]);
  return rows.map((row) => {
    const offer = offers.get(row.offer_id);
    if (!offer) throw new Error(`subscription ${row.id} has no offer ${row.offer_id}`);
    return {
      Subscription: {
        Id: row.id,
        State: row.state,
        ExpireDate: row.period_end.toISOString(),
        AutoRenew: row.auto_renew,
      },
      License: offer.license,
      PriceTier: offerPrice(offer),
      Package: { Id: offer.packageId, Name: offer.packageName },
      AddOnOf: offer.addOnOf,
      Next: nextPlan(offer.nextOfferId === null ? undefined : offers.get(offer.nextOfferId)),
      CardLast4: row.card_last4,
    };
  });
}

/** One subscription of the user as GET /subscription/get lists it; 404 when it is not theirs. */
export async function subscriptionEntry(db: Db, userId: number, subscriptionId: number) {
  const entry = (await subscriptionEntries(db, userId)).find((e) => e.Subscription.Id === subscriptionId);
  if (!entry) throw salesError('SubscriptionNotFound');
  return entry;
}

/** The account's products (docs/behaviour/accounts.md#session): subscriptions that let the user watch now. */
export async function activeProducts(db: Db, now: Date, userId: number): Promise<Product[]> {
  const [rows, offers] = await Promise.all([userSubscriptions(db, userId), offersById(db)]);
  return rows
    .filter((row) => grantsAccess(row.state, row.period_end, now))
    .map((row) => {
      const offer = offers.get(row.offer_id);
      return {
        SubscriptionId: row.id,
        State: row.state,
        ExpireDate: row.period_end.toISOString(),
        Package: { Id: offer?.packageId ?? 0, Name: offer?.packageName ?? '' },
      };
    });
}

/** Whether the user has a subscription that plays now; a second purchase is refused meanwhile. */
export async function hasLiveSubscription(db: Db, now: Date, userId: number): Promise<boolean> {
  return (await activeProducts(db, now, userId)).length > 0;
}

const OPEN_PACKAGES = new Set(['Public', 'Free']);

/**
 * Entitlement for playback (docs/behaviour/playback-and-streams.md#who-may-watch): a Free or Public package plays for anyone signed in; any
 * other when it is the package of any of the user's products (a base plan, an add-on: ADR 030).
 */
export async function mayWatch(db: Db, now: Date, userId: number, packageName: string): Promise<boolean> {
  if (OPEN_PACKAGES.has(packageName)) return true;
  return (await activeProducts(db, now, userId)).some((product) => product.Package.Name === packageName);
}
