import { DEFAULT_PLAN_TEXT, DurationType, LicenseType, type Offer } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import { formatAmount, headlinePriceText, monthlyPriceText, offerPriceText } from './plan-price';

function offer(id: number, priceMinor: number, duration: number, durationType: number, type: number): Offer {
  const tier = { Price: priceMinor / 100, OriginalPrice: priceMinor / 100, Currency: 'USD' };
  return {
    Id: id,
    Grade: 1,
    isActive: true,
    Package: { Id: 1, Name: 'Premium' },
    License: {
      Id: id,
      Name: `Plan ${id}`,
      Duration: duration,
      DurationType: durationType,
      Type: type,
      Metadata: {},
    },
    Licenses: [],
    PriceTier: { ...tier, PriceMinor: priceMinor, OriginalPriceMinor: priceMinor },
    Next: null,
    NeedsPaymentMethod: priceMinor > 0,
    AddOnOf: null,
  };
}

const monthly = offer(2, 999, 1, DurationType.Month, LicenseType.Plan);
const yearly = offer(3, 9999, 1, DurationType.Year, LicenseType.Plan);
const quarterly = offer(5, 1998, 3, DurationType.Month, LicenseType.Promotion);
const trial = { ...offer(1, 0, 1, DurationType.Week, LicenseType.Trial), Next: { OfferId: 2, ...monthly } };

describe('price display (docs/behaviour/plans-and-payment.md#prices)', () => {
  test('a monthly plan shows its price per month in the default text form', () => {
    expect(monthlyPriceText(monthly.PriceTier, monthly.License, 'en')).toBe(DEFAULT_PLAN_TEXT);
  });

  test('a yearly plan is divided by 12, a plan of n months by n', () => {
    expect(offerPriceText(yearly, 'en')).toBe('8.33$/Month');
    expect(offerPriceText(quarterly, 'en')).toBe('6.66$/Month');
  });

  test('a free trial shows the monthly price of the plan it turns into', () => {
    expect(offerPriceText(trial, 'en')).toBe('9.99$/Month');
  });

  test('currencies without a symbol are written by their code', () => {
    expect(formatAmount(1234, 'SAR')).toBe('12.34 SAR');
  });

  test('the headline is what the trial turns into, else the cheapest paid monthly price, else 9.99$/Month', () => {
    expect(headlinePriceText([trial, monthly, yearly], 'en')).toBe('9.99$/Month');
    expect(headlinePriceText([monthly, yearly], 'en')).toBe('8.33$/Month');
    expect(headlinePriceText(undefined, 'en')).toBe(DEFAULT_PLAN_TEXT);
    expect(headlinePriceText([], 'en')).toBe(DEFAULT_PLAN_TEXT);
  });

  test('an Arabic page writes the month in Arabic after the amount, the default text too', () => {
    expect(offerPriceText(yearly, 'ar')).toBe('8.33$ شهرياً');
    expect(headlinePriceText([trial, monthly], 'ar')).toBe('9.99$ شهرياً');
    expect(headlinePriceText(undefined, 'ar')).toBe('9.99$ شهرياً');
  });

  test('an add-on, however cheap, is not the price of a plan (ADR 030)', () => {
    const kidsClub = { ...offer(7, 299, 1, DurationType.Month, LicenseType.Plan), AddOnOf: 1 };
    const monthly = offer(2, 999, 1, DurationType.Month, LicenseType.Plan);
    expect(headlinePriceText([monthly, kidsClub], 'en')).toBe('9.99$/Month');
  });
});
