import type { Db } from '../../platform/db.js';
import { findUser, findUserById } from './user-repository.js';

/** A member as the money modules see one. */
export interface Member {
  id: number;
  email: string;
  country: string;
  /** E-mail or mobile verified: only such members may pay (docs/behaviour/plans-and-payment.md#who-may-pay). */
  verified: boolean;
  trialUsedAt: Date | null;
  /** The language the member's messages are written in (`en` or `ar`). */
  language: string;
}

function toMember(row: Awaited<ReturnType<typeof findUserById>>): Member {
  return {
    id: row.id,
    email: row.email,
    country: row.country_iso_code,
    verified: row.email_verified || row.mobile_verified,
    trialUsedAt: row.trial_used_at,
    language: row.language,
  };
}

export async function memberById(db: Db, userId: number): Promise<Member> {
  return toMember(await findUserById(db, userId));
}

export async function memberByEmail(db: Db, email: string): Promise<Member | undefined> {
  const row = await findUser(db, email);
  return row && toMember(row);
}
