import type { Db } from '../../../platform/db.js';
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
