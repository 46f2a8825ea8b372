import { SalesErrorCode, SalesMessage } from '@sahra/contracts';
import { AppError } from '../../platform/errors.js';

type SalesError = keyof typeof SalesErrorCode & keyof typeof SalesMessage;

const STATUS: Partial<Record<SalesError, number>> = {
  OfferNotFound: 404,
  VoucherNotFound: 404,
  PurchaseNotFound: 404,
  SubscriptionNotFound: 404,
  UserNotFound: 401,
  VerificationRequired: 403,
  PasswordIncorrect: 403,
  AlreadySubscribed: 409,
  IdempotencyKeyReused: 409,
  PurchaseAlreadyPaid: 409,
  OfferMismatch: 409,
  VoucherExpired: 410,
  VoucherUsedUp: 410,
  VoucherAlreadyRedeemed: 409,
  SubscriptionEnded: 409,
  ProviderUnavailable: 504,
  PaymentPending: 409,
  CustomerMismatch: 403,
  BasePlanRequired: 409,
};

/**
 * The money modules' refusals: the contract's code and message with a fitting status (400 unless
 * listed); a provider that did not answer is 504, an upstream time-out, not the 503 of our own overload.
 */
export function salesError(name: SalesError): AppError {
  return new AppError(STATUS[name] ?? 400, SalesErrorCode[name], SalesMessage[name]);
}
