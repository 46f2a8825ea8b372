import type { License } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';

/** An offer row with its license, package and price tier, as the sales and subscription modules use it. */
export interface OfferRecord {
  id: number;
  grade: number;
  isActive: boolean;
  listed: boolean;
  countries: string[];
  token: string;
  nextOfferId: number | null;
  /** An add-on's base package (ADR 030): it is sold only beside a live subscription of that package. */
  addOnOf: number | null;
  packageId: number;
  packageName: string;
  license: License;
  priceMinor: number;
  originalPriceMinor: number;
  currency: string;
}

function selectOffers(db: Db) {
  return db
    .selectFrom('sales_offer as o')
    .innerJoin('sales_license as l', 'l.id', 'o.license_id')
    .innerJoin('sales_package as p', 'p.id', 'o.package_id')
    .innerJoin('sales_price_tier as t', 't.id', 'o.price_tier_id')
    .select([
      'o.id',
      'o.grade',
      'o.is_active',
      'o.listed',
      'o.countries',
      'o.token',
      'o.next_offer_id',
      'o.add_on_of',
      'p.id as package_id',
      'p.name as package_name',
      'l.id as license_id',
      'l.name as license_name',
      'l.duration',
      'l.duration_type',
      'l.type',
      'l.advantage',
      't.price_minor',
      't.original_price_minor',
      't.currency',
    ]);
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

function toRecord(row: OfferRow): OfferRecord {
  return {
    id: row.id,
    grade: row.grade,
    isActive: row.is_active,
    listed: row.listed,
    countries: row.countries,
    token: row.token,
    nextOfferId: row.next_offer_id,
    addOnOf: row.add_on_of,
    packageId: row.package_id,
    packageName: row.package_name,
    license: {
      Id: row.license_id,
      Name: row.license_name,
      Duration: row.duration,
      DurationType: row.duration_type,
      Type: row.type,
      Metadata: row.advantage ? { advantage: row.advantage } : {},
    },
    priceMinor: row.price_minor,
    originalPriceMinor: row.original_price_minor,
    currency: row.currency,
  };
}

export async function allOffers(db: Db): Promise<OfferRecord[]> {
  return (await selectOffers(db).orderBy('o.grade').execute()).map(toRecord);
}

export async function offerById(db: Db, id: number): Promise<OfferRecord | undefined> {
  const row = await selectOffers(db).where('o.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** Whether the user ever had a subscription, of any offer: a free trial is for members who never subscribed. */
export async function hasEverSubscribed(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscription')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
