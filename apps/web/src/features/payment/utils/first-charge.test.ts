import { LicenseType, type Offer } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { firstCharge } from './first-charge';

const tier = (minor: number) => ({
  Price: minor / 100,
  OriginalPrice: minor / 100,
  Currency: 'USD',
  PriceMinor: minor,
  OriginalPriceMinor: minor,
});
const monthly = {
  Id: 2,
  Name: 'Monthly',
  Duration: 1,
  DurationType: 3,
  Type: LicenseType.Plan,
  Metadata: {},
};
const trial: Pick<Offer, 'License' | 'PriceTier' | 'Next'> = {
  License: { Id: 1, Name: 'Free Trial', Duration: 1, DurationType: 2, Type: LicenseType.Trial, Metadata: {} },
  PriceTier: tier(0),
  Next: { OfferId: 2, License: monthly, PriceTier: tier(999) },
};

test('a trial charges its next plan’s price when its week ends', () => {
  expect(firstCharge(trial, new Date('2026-11-24T23:30:00Z'))).toEqual({
    plan: 'Monthly',
    amountMinor: 999,
    currency: 'USD',
    date: new Date('2026-12-01T23:30:00Z'),
  });
});

test('an offer paid today, or free without a next plan, has no first-charge note', () => {
  expect(firstCharge({ License: monthly, PriceTier: tier(999), Next: null }, new Date())).toBeNull();
  expect(firstCharge({ ...trial, Next: null }, new Date())).toBeNull();
});
