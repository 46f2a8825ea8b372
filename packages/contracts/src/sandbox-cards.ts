import { CardErrorCode } from './sales.js';

/**
 * The sandbox payment provider's test cards (payments/README.md). The browser's sandbox tokeniser
 * turns a card number into a payment-method id `pm_sandbox_<outcome>_<last4>`; only that id reaches
 * the server, which decides the charge from the outcome it names, as a provider's test mode does.
 */
export const SandboxOutcome = {
  Succeeded: 'succeeded',
  Generic: 'generic',
  InsufficientFunds: 'insufficient_funds',
  DailyLimit: 'daily_limit',
  Denied: 'denied',
  Fraud: 'fraud',
  Stolen: 'stolen',
  Expired: 'expired',
  Blacklisted: 'blacklisted',
  WrongNumber: 'wrong_number',
  WrongCvc: 'wrong_cvc',
  /** The provider takes the charge but its answer never arrives: the retry must find that charge. */
  Timeout: 'timeout',
} as const;
export type SandboxOutcome = (typeof SandboxOutcome)[keyof typeof SandboxOutcome];

export interface SandboxDecline {
  code: CardErrorCode;
  message: string;
}

/** What each declining outcome answers: the card code of docs/behaviour/plans-and-payment.md#card-codes and the provider's message. */
export const SANDBOX_DECLINES: Partial<Record<SandboxOutcome, SandboxDecline>> = {
  generic: { code: CardErrorCode.Generic, message: 'Your card was declined.' },
  insufficient_funds: { code: CardErrorCode.InsufficientFunds, message: 'Your card has insufficient funds.' },
  daily_limit: { code: CardErrorCode.DailyLimit, message: 'Your card has exceeded its daily limit.' },
  denied: { code: CardErrorCode.Denied, message: 'Your card issuer declined this payment.' },
  fraud: { code: CardErrorCode.Fraud, message: 'This payment was blocked as possibly fraudulent.' },
  stolen: { code: CardErrorCode.StolenCard, message: 'Your card was reported stolen.' },
  expired: { code: CardErrorCode.ExpiredCard, message: 'Your card has expired.' },
  blacklisted: { code: CardErrorCode.Blacklisted, message: 'Your card cannot be used for payments.' },
  wrong_number: { code: CardErrorCode.WrongCardNumber, message: 'Your card number is incorrect.' },
  wrong_cvc: { code: CardErrorCode.WrongCvc, message: "Your card's security code is incorrect." },
};

/** Test card numbers and what they do; any other number that passes the Luhn check succeeds. */
export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: SandboxOutcome }[] = [
  { number: '4242424242424242', outcome: SandboxOutcome.Succeeded },
  { number: '4000000000000002', outcome: SandboxOutcome.Generic },
  { number: '4000000000009995', outcome: SandboxOutcome.InsufficientFunds },
  { number: '4000000000006975', outcome: SandboxOutcome.DailyLimit },
  { number: '4000000000000341', outcome: SandboxOutcome.Denied },
  { number: '4100000000000019', outcome: SandboxOutcome.Fraud },
  { number: '4000000000009979', outcome: SandboxOutcome.Stolen },
  { number: '4000000000000069', outcome: SandboxOutcome.Expired },
  { number: '4000000000009987', outcome: SandboxOutcome.Blacklisted },
  { number: '4000000000000127', outcome: SandboxOutcome.WrongCvc },
  { number: '4000000000000119', outcome: SandboxOutcome.Timeout },
];

/** The Luhn check every card number passes; one that fails it is a wrong card number (-5). */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const SANDBOX_PAYMENT_METHOD_PATTERN = /^pm_sandbox_([a-z_]+)_(\d{4})$/;

/** What the sandbox tokeniser makes of a card number (spaces allowed): the payment-method id. */
export function sandboxPaymentMethodId(cardNumber: string): string {
  const digits = cardNumber.replace(/\s+/g, '');
  const known = SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome;
  const valid = /^\d{12,19}$/.test(digits) && passesLuhn(digits);
  const outcome = known ?? (valid ? SandboxOutcome.Succeeded : SandboxOutcome.WrongNumber);
  return `pm_sandbox_${outcome}_${digits.slice(-4).padStart(4, '0')}`;
}
