import type { Language, Registration } from '@sahra/contracts';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';

export type UserRow = Selectable<Database['member_user']>;

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

/** Sets TrialUsedAt once: the first trial's start; later calls keep it. */
export async function markTrialUsed(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('member_user')
    .set({ trial_used_at: at })
    .where('id', '=', userId)
    .where('trial_used_at', 'is', null)
    .execute();
}
