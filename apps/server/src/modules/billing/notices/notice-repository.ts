import { sql } from 'kysely';
import type { Db } from '../../../platform/db.js';

/** The ledger cursor of the mail job, locked for the caller's transaction; undefined while another instance holds it. */
export function lockLedgerCursor(tx: Db) {
  return tx
    .selectFrom('billing_mail_cursor')
    .select(['tx_id', 'ledger_id'])
    .where('name', '=', 'ledger')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export type LedgerCursor = NonNullable<Awaited<ReturnType<typeof lockLedgerCursor>>>;

/**
 * Ledger rows after `position` in (transaction, id) order, each with `settled`: its transaction is
 * older than every transaction still open (the snapshot's xmin). Rows of open transactions are not
 * visible yet, and all of them come after the settled ones, so the cursor never passes them.
 */
export function ledgerRowsAfter(tx: Db, position: LedgerCursor, limit: number) {
  return tx
    .selectFrom('money_ledger')
    .selectAll()
    .select(sql<boolean>`tx_id < pg_snapshot_xmin(pg_current_snapshot())`.as('settled'))
    .where(sql<boolean>`(tx_id, id) > (${position.tx_id}::xid8, ${position.ledger_id})`)
    .orderBy('tx_id')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type LedgerRow = Awaited<ReturnType<typeof ledgerRowsAfter>>[number];

export async function moveLedgerCursor(tx: Db, to: LedgerCursor) {
  await tx
    .updateTable('billing_mail_cursor')
    .set({ tx_id: to.tx_id, ledger_id: to.ledger_id })
    .where('name', '=', 'ledger')
    .execute();
}

export interface MailToSend {
  key: string;
  userId: number;
  kind: string;
  recipient: string;
  language: string;
  subject: string;
  body: string;
}

/** Which of `keys` have their mail already. */
export async function existingMailKeys(tx: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx.selectFrom('billing_mail').select('key').where('key', 'in', keys).execute();
  return new Set(rows.map((row) => row.key));
}

/** Stores a composed mail once per key; a second one with the same key is dropped. */
export async function insertMail(tx: Db, now: Date, mail: MailToSend) {
  await tx
    .insertInto('billing_mail')
    .values({
      key: mail.key,
      user_id: mail.userId,
      kind: mail.kind,
      recipient: mail.recipient,
      language: mail.language,
      subject: mail.subject,
      body: mail.body,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/**
 * Claims unsent mails for this instance until `leaseUntil`: rows another instance holds (locked, or
 * under a live lease) are skipped, so two instances never send the same mail at once.
 */
export function claimUnsent(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('billing_mail')
      .select('id')
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return tx
      .updateTable('billing_mail')
      .set({ lease_until: leaseUntil })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

export async function markSent(db: Db, id: number, now: Date) {
  await db
    .updateTable('billing_mail')
    .set({ sent_at: now, lease_until: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Trials that renew into their plan and end within (now, until], whose reminder was not composed yet.
 * `states` are the live states that will be charged (not Cancelling).
 */
export function trialsEndingBy(db: Db, now: Date, until: Date, states: number[], trialType: number) {
  return db
    .selectFrom('subscription as s')
    .innerJoin('sales_offer as o', 'o.id', 's.offer_id')
    .innerJoin('sales_license as l', 'l.id', 'o.license_id')
    .leftJoin('billing_mail as m', (join) => join.on('m.key', '=', sql<string>`'trial-ending:' || s.id`))
    .selectAll('s')
    .where('l.type', '=', trialType)
    .where('o.next_offer_id', 'is not', null)
    .where('s.state', 'in', states)
    .where('s.auto_renew', '=', true)
    .where('s.period_end', '>', now)
    .where('s.period_end', '<=', until)
    .where('m.id', 'is', null)
    .orderBy('s.id')
    .execute();
}
