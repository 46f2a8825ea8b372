import { paths } from '../../../config/paths';

/** Countries with a promotion of their own (docs/behaviour/product.md#promotion-banner: a banner for CA on the plans and register pages). */
export const PROMOTION_COUNTRIES = ['CA'] as const;
export type PromotionCountry = (typeof PROMOTION_COUNTRIES)[number];

const PROMOTION_PATHS: readonly string[] = [paths.plans, paths.register];

/** The promotion for a visitor's country code, or null when their country has none (or is unknown). */
export function promotionFor(countryCode: string | null | undefined): PromotionCountry | null {
  const code = countryCode?.trim().toUpperCase();
  return PROMOTION_COUNTRIES.find((country) => country === code) ?? null;
}

/** The pages the banner shows on: the plans page and the register page (not the steps after it). */
export function showsPromotion(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return PROMOTION_PATHS.includes(path);
}
