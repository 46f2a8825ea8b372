import { z } from 'zod';
import { packageSchema } from './product.js';
import { DAY_MS } from './time.js';

/**
 * Plans, promo codes, purchase, payment and subscriptions (docs/behaviour/plans-and-payment.md, docs/behaviour/limits.md#accounts-money-and-playback).
 * Money travels as integer minor units (`*Minor`); `Price` and `OriginalPrice` are the same amounts in
 * major units for clients written against the original service, derived from the minor units and
 * never read back by the server: the server prices everything from its own offers.
 */

/** License.Type of docs/behaviour/plans-and-payment.md#offers: 1 is a trial, 3 a promotion; anything else is a paid plan. */
export const LicenseType = { Trial: 1, Plan: 2, Promotion: 3 } as const;
export type LicenseType = (typeof LicenseType)[keyof typeof LicenseType];

/** License.DurationType of docs/behaviour/plans-and-payment.md#offers: 1 day, 2 week, 3 month, otherwise year (4 here). */
export const DurationType = { Day: 1, Week: 2, Month: 3, Year: 4 } as const;
export type DurationType = (typeof DurationType)[keyof typeof DurationType];

/** Subscription.State of docs/behaviour/subscription.md#states, exactly. */
export const SubscriptionState = {
  Active: 1,
  Cancelling: 2,
  UnableToProcessPayment: 3,
  Recovered: 4,
  UndoCancel: 5,
  PaymentFailed: 6,
  UnableToProcessPaymentRetrying: 7,
  Expired: -1,
  Cancelled: -2,
  PaymentFailedEnded: -3,
  Revoked: -4,
  Refunded: -5,
  Upgraded: -6,
  Completed: -7,
  Fraud: -8,
} as const;
export type SubscriptionState = (typeof SubscriptionState)[keyof typeof SubscriptionState];

/** Card error codes of docs/behaviour/plans-and-payment.md#card-codes; the web app shows the provider's message that comes with them. */
export const CardErrorCode = {
  Generic: 1,
  InsufficientFunds: 2,
  DailyLimit: 3,
  Denied: 4,
  Fraud: -1,
  StolenCard: -2,
  ExpiredCard: -3,
  Blacklisted: -4,
  WrongCardNumber: -5,
  WrongCvc: -6,
} as const;
export type CardErrorCode = (typeof CardErrorCode)[keyof typeof CardErrorCode];

/** Messages of docs/behaviour/plans-and-payment.md word for word, and this service's own. */
export const SalesMessage = {
  VoucherTooShort: 'Voucher code is too short!',
  InvalidFullName: 'Invalid Full Name',
  PasswordRequired: 'Password is required',
  UserNotFound: "Couldn't find user",
  SubscriptionNotFound: "Couldn't find subscription.",
  OfferNotFound: 'This plan is not available',
  VoucherNotFound: 'This promotion code is not valid',
  VoucherExpired: 'This promotion code has expired',
  VoucherUsedUp: 'This promotion code has been used up',
  VoucherAlreadyRedeemed: 'You have already used this promotion code',
  VerificationRequired: 'Please verify your e-mail address or mobile number first',
  AlreadySubscribed: 'You already have an active subscription',
  PurchaseNotFound: 'This purchase was not found',
  IdempotencyKeyRequired: 'The Idempotency-Key header is required',
  IdempotencyKeyReused: 'This Idempotency-Key was used for another request',
  PaymentMethodRequired: 'A payment method is required for this plan',
  PasswordIncorrect: 'The password is not correct',
  ProviderUnavailable: 'The payment provider is not available, please try again shortly',
  WebhookSignatureInvalid: 'The webhook signature is not valid',
  PurchaseAlreadyPaid: 'This purchase has already been paid',
  OfferMismatch: 'This purchase is for another plan',
  SubscriptionEnded: 'This subscription has already ended',
  PaymentPending:
    "Your last payment is still being confirmed. We'll e-mail you as soon as it is; until then no other payment can start.",
  CustomerMismatch: 'This payment account belongs to someone else',
  BasePlanRequired: 'An add-on needs a plan: subscribe to a plan first',
} as const;

/** Error codes of this service beside the card codes. */
export const SalesErrorCode = {
  OfferNotFound: 'OfferNotFound',
  VoucherNotFound: 'VoucherNotFound',
  VoucherExpired: 'VoucherExpired',
  VoucherUsedUp: 'VoucherUsedUp',
  VoucherAlreadyRedeemed: 'VoucherAlreadyRedeemed',
  VerificationRequired: 'VerificationRequired',
  AlreadySubscribed: 'AlreadySubscribed',
  PurchaseNotFound: 'PurchaseNotFound',
  IdempotencyKeyRequired: 'IdempotencyKeyRequired',
  IdempotencyKeyReused: 'IdempotencyKeyReused',
  PaymentMethodRequired: 'PaymentMethodRequired',
  UserNotFound: 'UserNotFound',
  SubscriptionNotFound: 'SubscriptionNotFound',
  PasswordIncorrect: 'PasswordIncorrect',
  ProviderUnavailable: 'ProviderUnavailable',
  WebhookSignatureInvalid: 'WebhookSignatureInvalid',
  PurchaseAlreadyPaid: 'PurchaseAlreadyPaid',
  OfferMismatch: 'OfferMismatch',
  SubscriptionEnded: 'SubscriptionEnded',
  PaymentPending: 'PaymentPending',
  CustomerMismatch: 'CustomerMismatch',
  BasePlanRequired: 'BasePlanRequired',
} as const;

/** docs/behaviour/limits.md#accounts-money-and-playback, docs/behaviour/plans-and-payment.md#validation limits. */
export const FREE_TRIAL_DAYS = 7;
export const PROMO_CODE_MIN_LENGTH = 5;
export const PROMO_CODE_MAX_LENGTH = 64;
/** "Name on card: longer than 3 characters". */
export const NAME_ON_CARD_MIN_LENGTH = 4;
export const DEFAULT_PLAN_TEXT = '9.99$/Month';
/** The promo button stores this in `user-promo-code` with no offer (docs/behaviour/plans-and-payment.md#plan-selection). */
export const VOUCHER_PLACEHOLDER = 'VOUCHER';
/** Header of every purchase call that charges or may charge: one key, one charge. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Session-storage keys of docs/behaviour/accounts.md#cookies-and-storage that the money screens use. */
export const SalesStorageKey = {
  SelectedOfferId: 'selected-offer-id',
  UserPromoCode: 'user-promo-code',
} as const;

export const PaymentProvider = { Sandbox: 'sandbox', Stripe: 'stripe' } as const;
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const voucherCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(PROMO_CODE_MIN_LENGTH, SalesMessage.VoucherTooShort)
  .max(PROMO_CODE_MAX_LENGTH);
const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase());
/** An id the payment provider gave the browser (customer, payment method); never a card number. */
const providerId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,255}$/, 'Not a payment provider id');

export const priceTierSchema = z.object({
  Price: z.number(),
  OriginalPrice: z.number(),
  Currency: z.string(),
  PriceMinor: z.number().int(),
  OriginalPriceMinor: z.number().int(),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

export const licenseSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Duration: z.number().int(),
  DurationType: z.number().int(),
  Type: z.number().int(),
  Metadata: z.object({ advantage: z.string().optional() }),
});
export type License = z.infer<typeof licenseSchema>;

/** The plan an offer turns into when its license ends (a trial's monthly plan). */
export const nextPlanSchema = z.object({
  OfferId: z.number().int(),
  License: licenseSchema,
  PriceTier: priceTierSchema,
});
export type NextPlan = z.infer<typeof nextPlanSchema>;

export const offerSchema = z.object({
  Id: z.number().int(),
  Grade: z.number().int(),
  isActive: z.boolean(),
  Package: packageSchema,
  License: licenseSchema,
  Licenses: z.array(z.object({ Id: z.number().int(), Token: z.string() })),
  PriceTier: priceTierSchema,
  Next: nextPlanSchema.nullable(),
  /** Whether buying it needs a card: trials (charged when they turn into the plan) and plans do, a free promotion does not. */
  NeedsPaymentMethod: z.boolean(),
  /** An add-on package (ADR 030): the id of the base package whose live subscription it needs; null for a plan. */
  AddOnOf: z.number().int().nullable(),
  /**
   * Only in POST /sales/offer/select of an add-on: its first period, billed with the base plan: the
   * amount charged now (prorated) and the day it ends, which is the base plan's next billing day.
   */
  FirstPeriod: z.object({ Amount: priceTierSchema, Ends: z.iso.datetime() }).optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** POST /sales/offers: the offers for a country; with `email` of a user who used a trial, no trial; with a voucher, its promotion. */
export const offersRequestSchema = z.object({
  country,
  email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  voucherCode: voucherCodeSchema.optional(),
});
export type OffersRequest = z.input<typeof offersRequestSchema>;
export const offersResultSchema = z.array(offerSchema);

/** POST /sales/offer/select (token header): the server's own priced copy of the chosen offer. */
export const selectOfferSchema = z.object({ offerId: id, voucherCode: voucherCodeSchema.optional() });
export type SelectOfferRequest = z.input<typeof selectOfferSchema>;

/** POST /stripe/create-customer (token header): the provider customer of the signed-in user, made once. */
export const createCustomerResultSchema = z.object({ customerID: z.string() });

/** POST /stripe/webhook: the event was taken (`duplicate` when it had been before and so did nothing). */
export const webhookReceiptSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });

/**
 * POST /sales/purchase/start (token and Idempotency-Key headers). The server prices the purchase
 * from its offer; nothing the client says about money is read.
 */
export const purchaseStartSchema = z.object({
  offerId: id,
  voucherCode: voucherCodeSchema.optional(),
});
export type PurchaseStartRequest = z.input<typeof purchaseStartSchema>;

export const PurchaseState = {
  Started: 'Started',
  Charging: 'Charging',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
  /** Given up before any charge (POST /stripe/cancel). */
  Cancelled: 'Cancelled',
  /** Its charge backed nothing (another subscription already held its plan's line) and was given back. */
  Refunded: 'Refunded',
} as const;
export type PurchaseState = (typeof PurchaseState)[keyof typeof PurchaseState];

export const purchaseSchema = z.object({
  PurchaseId: z.string(),
  OfferId: z.number().int(),
  State: z.enum(PurchaseState),
  /** What is charged now: 0 for a trial or a free promotion. */
  Amount: priceTierSchema,
  /** The card error of a failed charge (docs/behaviour/plans-and-payment.md#card-codes), else null. */
  ReasonCode: z.number().int().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * The payment service's Subscribe (docs/behaviour/plans-and-payment.md#calls: customerID, offer, paymentMethodID, userID), here
 * POST /payments/subscribe with the token and Idempotency-Key headers. The token, not `userID`,
 * decides whose subscription it is; `purchaseId` ties the charge to the started purchase.
 * A declined card answers Success false with the card code of docs/behaviour/plans-and-payment.md#card-codes and the provider's message.
 */
export const subscribeSchema = z.object({
  purchaseId: z.uuid(),
  customerID: providerId.optional(),
  offer: id,
  paymentMethodID: providerId.optional(),
  userID: z.union([z.number(), z.string()]).optional(),
});
export type SubscribeRequest = z.input<typeof subscribeSchema>;

/** POST /sales/purchase/success and /failed (token header): the client's report; the server keeps its own record. */
export const purchaseReportSchema = z.object({
  purchaseId: z.uuid(),
  reasonCode: z.number().int().optional(),
});

/** GET /sales/purchase/:purchaseId (token header): the caller's purchase as the server holds it now. */
export const purchaseParamsSchema = z.object({ purchaseId: z.uuid() });

/** GET /sales/purchase/pending (token header): the caller's purchase whose payment is being confirmed, or null. */
export const pendingPurchaseSchema = purchaseSchema.nullable();

/** POST /stripe/cancel (token header): gives up a started purchase that was never charged. */
export const cancelPaymentSchema = z.object({ purchaseId: z.uuid() });

/** POST /sales/voucher/redeem (token and Idempotency-Key headers): a promotion code that needs no card. */
export const redeemVoucherSchema = z.object({ voucherCode: voucherCodeSchema });

export const subscriptionEntrySchema = z.object({
  Subscription: z.object({
    Id: z.number().int(),
    State: z.number().int(),
    /** ISO 8601: the last moment the content stays available. */
    ExpireDate: z.string(),
    AutoRenew: z.boolean(),
  }),
  License: licenseSchema,
  PriceTier: priceTierSchema,
  Package: packageSchema,
  /** An add-on's base package (ADR 030); null for a plan. The billing box shows the plan, not its add-ons. */
  AddOnOf: z.number().int().nullable(),
  Next: nextPlanSchema.nullable(),
  /** Last 4 digits of the card that pays, when one does. */
  CardLast4: z.string().nullable(),
});
export type SubscriptionEntry = z.infer<typeof subscriptionEntrySchema>;
/** GET /subscription/get (token header). */
export const subscriptionListSchema = z.array(subscriptionEntrySchema);

/** One line of the billing history: a charge (with its receipt) or a refund of one. */
export const billingHistoryItemSchema = z.object({
  /** The money ledger entry it comes from. */
  Id: z.number().int(),
  Kind: z.enum(['charge', 'refund']),
  /** ISO 8601. */
  Date: z.string(),
  AmountMinor: z.number().int(),
  Currency: z.string(),
  /** The plan the charge paid for (license name). */
  Plan: z.string(),
  SubscriptionId: z.number().int().nullable(),
  CardLast4: z.string().nullable(),
  /** The receipt's reference: the provider's charge id, or our charge key when the provider's is not known. */
  ChargeId: z.string(),
});
export type BillingHistoryItem = z.infer<typeof billingHistoryItemSchema>;
/** GET /subscription/history (token header): the caller's charges and refunds, newest first. */
export const billingHistorySchema = z.array(billingHistoryItemSchema);

/** GET /subscription/manage/cancel: the query of docs/behaviour/subscription.md#calls; the token header (or cookie) is accepted as well. */
export const cancelSubscriptionQuerySchema = z.object({
  subscriptionId: id,
  token: z.string().max(512).optional(),
  userAgent: z.string().max(512).optional(),
  origin: z.string().max(512).optional(),
});

/** POST /subscription/manage/auto-renew (token header): turns auto-renewal off or on again (undo cancel). */
export const autoRenewSchema = z.object({ subscriptionId: id, autoRenew: z.boolean() });

/** POST /membership/account/checkPassword (token header): the password check before a cancel. */
export const checkPasswordSchema = z.object({
  password: z.string().min(1, SalesMessage.PasswordRequired).max(256),
});

/** The end of one license period from `start` (docs/behaviour/plans-and-payment.md#offers: day, week, month, year), in UTC. */
export function periodEnd(start: Date, license: Pick<License, 'Duration' | 'DurationType'>): Date {
  const end = new Date(start);
  switch (license.DurationType) {
    case DurationType.Day:
      return new Date(start.getTime() + license.Duration * DAY_MS);
    case DurationType.Week:
      return new Date(start.getTime() + 7 * license.Duration * DAY_MS);
    case DurationType.Month:
      end.setUTCMonth(end.getUTCMonth() + license.Duration);
      return end;
    default:
      end.setUTCFullYear(end.getUTCFullYear() + license.Duration);
      return end;
  }
}

/** Monthly price of docs/behaviour/plans-and-payment.md#prices: price divided by duration, or by 12 for yearly plans, in minor units. */
export function monthlyPriceMinor(
  priceMinor: number,
  license: Pick<License, 'Duration' | 'DurationType'>,
): number {
  const months = license.DurationType === DurationType.Year ? 12 : Math.max(1, license.Duration);
  return Math.round(priceMinor / months);
}
