import type { User } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { findUser, isEmail, type UserRow } from './user-repository.js';

// the money modules' tests and crash harness make their members with these
export { insertUser, markVerified } from './user-repository.js';

export async function accountExists(db: Db, belongTo: string): Promise<boolean> {
  return (await findUser(db, belongTo)) !== undefined;
}

/** The User of docs/behaviour/accounts.md#user; the password hash never leaves this module. */
export function toUser(row: UserRow): User {
  return {
    Id: row.id,
    Email: row.email,
    EmailVerified: row.email_verified,
    Mobile: { Number: row.mobile },
    MobileVerified: row.mobile_verified,
    Name: row.name,
    Surname: row.surname,
    TrialUsedAt: row.trial_used_at?.toISOString() ?? null,
    ExternalIds: [],
  };
}

/**
 * What the login limit counts: the e-mail address or the number signed in with, spelled as the account
 * is found by, whether or not it has an account. Not the account: a lock made through the e-mail would
 * show on the number and tell whose number it is (ADR 010, revised).
 */
export const loginKey = (belongTo: string) =>
  isEmail(belongTo) ? `email:${belongTo.toLowerCase()}` : `mobile:${belongTo}`;
