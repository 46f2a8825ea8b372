import type { Language, Registration, User } from '@sahra/contracts';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';

type UserRow = Selectable<Database['member_user']>;

/** Codes and logins name an account by its e-mail address or mobile number; only addresses have @. */
export const isEmail = (belongTo: string) => belongTo.includes('@');

const byAddress = (belongTo: string) =>
  isEmail(belongTo)
    ? sql<boolean>`lower(email) = ${belongTo.toLowerCase()}`
    : sql<boolean>`mobile = ${belongTo}`;

export function findUser(db: Db, belongTo: string): Promise<UserRow | undefined> {
  return db.selectFrom('member_user').selectAll().where(byAddress(belongTo)).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow> {
  return db.selectFrom('member_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function accountExists(db: Db, belongTo: string): Promise<boolean> {
  return (await findUser(db, belongTo)) !== undefined;
}

/** Inserts the account; undefined when the e-mail or mobile was taken meanwhile (unique violation). */
export async function insertUser(
  db: Db,
  registration: Registration & { language: Language },
  passwordHash: string,
): Promise<UserRow | undefined> {
  return db
    .insertInto('member_user')
    .values({
      email: registration.email,
      mobile: registration.mobile,
      name: registration.name,
      surname: registration.surname,
      password_hash: passwordHash,
      country_iso_code: registration.CountryIsoCode.toUpperCase(),
      language: registration.language,
      marketing_allowed: registration.marketingOptions?.AllowAll ?? false,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db.updateTable('member_user').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function markVerified(db: Db, belongTo: string) {
  await db
    .updateTable('member_user')
    .set(isEmail(belongTo) ? { email_verified: true } : { mobile_verified: true })
    .where(byAddress(belongTo))
    .execute();
}

/** The User of spec §3; the password hash never leaves this module. */
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
