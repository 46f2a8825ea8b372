import type { User } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { findUser, type UserRow } from './user-repository.js';

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
 * What the per-account login limit counts: the account itself, so guesses by e-mail and by mobile share
 * one budget, or the address typed when there is no account, which is limited alike so that the answers
 * never differ.
 */
export const accountKey = (user: UserRow | undefined, belongTo: string) =>
  user ? `user:${user.id}` : `address:${belongTo}`;
