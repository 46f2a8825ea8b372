import type { Db } from '../../../platform/db.js';
import { salesError } from '../errors.js';
import { storeCustomer, storedCustomer } from './customer-repository.js';
import type { PaymentProvider } from './provider.js';

/** The provider customer of a user, made once: two racing calls keep the first one stored. */
export async function customerOf(
  db: Db,
  provider: PaymentProvider,
  member: { id: number; email: string },
): Promise<string> {
  const existing = await storedCustomer(db, member.id, provider.name);
  if (existing) return existing;
  const created = await provider.createCustomer(member.id, member.email);
  return storeCustomer(db, member.id, provider.name, created);
}

/**
 * The customer a charge of this user goes to: always the user's own. A customer id the client names
 * must be that one, so nobody bills (or renews on) another user's customer.
 */
export async function boundCustomer(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  claimed: string | undefined,
): Promise<string | null> {
  const own = (await storedCustomer(db, userId, provider.name)) ?? null;
  if (claimed !== undefined && claimed !== own) throw salesError('CustomerMismatch');
  return own;
}
