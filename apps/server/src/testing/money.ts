import {
  accountDetailsSchema,
  AuthHeader,
  purchaseSchema,
  sandboxPaymentMethodId,
  type Purchase,
} from '@sahra/contracts';
import { randomUUID } from 'node:crypto';
import type { App } from '../app.js';
import type { Db } from '../platform/db.js';
import { resultOf } from './content-client.js';
import { call, newPerson, register, TEST_API_KEY } from './membership-client.js';
import { findUser } from '../modules/membership/user-repository.js';
import { markVerified } from '../modules/membership/users.js';
import { chargesWithKeyPrefix } from '../modules/billing/payments/sandbox-repository.js';

/** The environment of a money test server: the membership test key, no background jobs. */
export const MONEY_ENV = { API_KEY: TEST_API_KEY, RENEWAL_INTERVAL_MS: '0' };

export interface Buyer {
  token: string;
  email: string;
  password: string;
  userId: number;
  /** The buyer's own IP address, so per-address limits of different buyers do not meet. */
  from?: string;
}

/**
 * A registered member, verified by e-mail unless told otherwise (only verified members pay), whose
 * account speaks `language`.
 */
export async function newBuyer(app: App, db: Db, verified = true, language = 'en'): Promise<Buyer> {
  const person = newPerson();
  const token = await register(app, person, language);
  if (verified) await markVerified(db, person.email);
  const user = await findUser(db, person.email);
  if (!user) throw new Error(`${person.email} was not registered`);
  return { token, email: person.email, password: person.password, userId: user.id, from: person.from };
}

/** The buyer signed in again (a test clock moved past their session): a new token. */
export async function signInAgain(app: App, buyer: Buyer): Promise<Buyer> {
  const answer = await call(app, 'POST', '/membership/login/email', {
    body: { email: buyer.email, password: buyer.password },
    ...(buyer.from ? { from: buyer.from } : {}),
  });
  resultOf(answer, accountDetailsSchema);
  return { ...buyer, token: String(answer.headers[AuthHeader.Token]) };
}

/** A money call as the buyer, with an Idempotency-Key when one is given. */
export function moneyCall(
  app: App,
  method: 'GET' | 'POST',
  path: string,
  buyer: Buyer | null,
  options: { body?: unknown; key?: string; query?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (buyer) headers['token'] = buyer.token;
  if (options.key) headers['idempotency-key'] = options.key;
  return call(app, method, path, {
    headers,
    ...(buyer?.from ? { from: buyer.from } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.query ? { query: options.query } : {}),
  });
}

export const newKey = () => `key-${randomUUID()}`;

export async function startPurchase(
  app: App,
  buyer: Buyer,
  offerId: number,
  key = newKey(),
): Promise<Purchase> {
  return resultOf(
    await moneyCall(app, 'POST', '/sales/purchase/start', buyer, { body: { offerId }, key }),
    purchaseSchema,
  );
}

/** The payment service's Subscribe with the sandbox tokeniser's id for `card`. */
export function subscribeWith(app: App, buyer: Buyer, purchase: Purchase, card: string, key = newKey()) {
  return moneyCall(app, 'POST', '/payments/subscribe', buyer, {
    body: {
      purchaseId: purchase.PurchaseId,
      offer: purchase.OfferId,
      paymentMethodID: sandboxPaymentMethodId(card),
    },
    key,
  });
}

/** Start and Subscribe with a card that pays: the purchase as the server answers it. */
export async function buy(
  app: App,
  buyer: Buyer,
  offerId: number,
  card = '4242424242424242',
): Promise<Purchase> {
  const purchase = await startPurchase(app, buyer, offerId);
  return resultOf(await subscribeWith(app, buyer, purchase, card), purchaseSchema);
}

/** The sandbox provider's charges (its own books) whose key starts so, for counting what was really charged. */
export function sandboxCharges(db: Db, keyPrefix: string) {
  return chargesWithKeyPrefix(db, keyPrefix);
}
