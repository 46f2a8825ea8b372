import { LicenseType, SubscriptionState } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import { memberById } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { offerById, type OfferRecord } from '../offers/offer-repository.js';
import { receiptOf } from '../subscription/history.js';
import { addDays, RETRYING } from '../subscription/states.js';
import { subscriptionById, type SubscriptionRow } from '../subscription/subscription-repository.js';
import {
  claimUnsent,
  existingMailKeys,
  insertMail,
  ledgerRowsAfter,
  lockLedgerCursor,
  markSent,
  moveLedgerCursor,
  trialsEndingBy,
  type LedgerCursor,
  type LedgerRow,
  type MailToSend,
} from './notice-repository.js';
import { noticeText, type NoticeFacts, type NoticeKind } from './texts.js';

const S = SubscriptionState;
const BATCH = 100;
/** How long an instance sending a mail holds it before another may send it (a crash in between). */
const LEASE_MS = 5 * 60 * 1000;
export const TRIAL_REMINDER_DAYS = 3;

export interface MailReport {
  composed: number;
  sent: number;
  failed: number;
}

/** The offer the subscription is charged next: a trial's or promotion's next plan, else its own. */
async function chargedNext(db: Db, offer: OfferRecord) {
  return offer.nextOfferId === null ? offer : ((await offerById(db, offer.nextOfferId)) ?? offer);
}

/** The mail a member gets for `kind`, in their language; none for a member without an e-mail address. */
async function compose(
  db: Db,
  key: string,
  userId: number,
  kind: NoticeKind,
  facts: NoticeFacts,
): Promise<MailToSend | null> {
  const member = await memberById(db, userId);
  if (!member.email) return null;
  return {
    key,
    userId,
    kind,
    recipient: member.email,
    language: member.language,
    ...noticeText(kind, member.language, facts),
  };
}

/** What a ledger row is worth telling the member, with its facts; null for rows that say nothing to them. */
async function noticeOf(
  db: Db,
  row: LedgerRow,
  sub: SubscriptionRow,
): Promise<[NoticeKind, NoticeFacts] | null> {
  const receipt = receiptOf({
    ...row,
    subscription_offer_id: sub.offer_id,
    subscription_card_last4: sub.card_last4,
  });
  const offer = await offerById(db, receipt.offerId ?? sub.offer_id);
  if (!offer) return null;
  const next = await chargedNext(db, offer);
  const facts: NoticeFacts = {
    plan: offer.license.Name,
    amountMinor: receipt.amountMinor,
    currency: receipt.currency,
    at: row.occurred_at,
    until: sub.period_end,
    cardLast4: receipt.cardLast4,
    chargeId: receipt.chargeId,
    watching: true,
  };
  const upcoming = {
    ...facts,
    plan: next.license.Name,
    amountMinor: next.priceMinor,
    currency: next.currency,
  };
  switch (row.event) {
    case 'subscription.started':
      if (receipt.amountMinor > 0) return ['purchase', facts];
      if (offer.nextOfferId !== null) return ['trial-started', upcoming];
      return ['free-started', facts];
    case 'renewal.charged':
      return ['renewal', facts];
    case 'renewal.declined': {
      if (row.state === S.Cancelled) return null;
      const watching = row.state !== null && RETRYING.has(row.state);
      return [
        'payment-failed',
        { ...facts, watching, until: sub.next_attempt_at ?? addDays(sub.period_end, 1) },
      ];
    }
    case 'subscription.cancelled':
      return ['cancelled', { ...facts, watching: row.state === S.Cancelling }];
    case 'subscription.undo-cancel':
      return ['restarted', upcoming];
    default:
      return null;
  }
}

async function mailForLedgerRow(db: Db, row: LedgerRow): Promise<MailToSend | null> {
  if (row.subscription_id === null) return null;
  const sub = await subscriptionById(db, row.subscription_id);
  if (!sub) return null;
  const notice = await noticeOf(db, row, sub);
  return notice && compose(db, `ledger:${row.id}`, row.user_id, ...notice);
}

/**
 * Turns new ledger rows into mails. The cursor row is locked FOR UPDATE SKIP LOCKED, so one instance
 * reads on while the others skip; a mail's key (`ledger:<id>`) is unique, so each ledger row is mailed
 * once. The cursor only moves over rows of settled transactions (ADR 029): a row whose transaction is
 * still open is invisible now and must still be read when it commits. Rows after the cursor that are
 * already visible are mailed at once and recognised by their key when they are read again.
 */
async function composeFromLedger({ db, clock }: MoneyDeps): Promise<number> {
  let composed = 0;
  let position: LedgerCursor | undefined;
  for (;;) {
    const batch = await db.transaction().execute(async (tx) => {
      const cursor = await lockLedgerCursor(tx);
      if (!cursor) return { read: 0, composed: 0, last: undefined };
      const rows = await ledgerRowsAfter(tx, position ?? cursor, BATCH);
      const mailed = await existingMailKeys(
        tx,
        rows.map((row) => `ledger:${row.id}`),
      );
      let count = 0;
      for (const row of rows) {
        if (mailed.has(`ledger:${row.id}`)) continue;
        const mail = await mailForLedgerRow(tx, row);
        if (!mail) continue;
        await insertMail(tx, clock.now(), mail);
        count++;
      }
      const settled = rows.filter((row) => row.settled).at(-1);
      if (settled) await moveLedgerCursor(tx, { tx_id: settled.tx_id, ledger_id: settled.id });
      const last = rows.at(-1);
      return { read: rows.length, composed: count, last: last && { tx_id: last.tx_id, ledger_id: last.id } };
    });
    composed += batch.composed;
    if (batch.read < BATCH || !batch.last) return composed;
    position = batch.last;
  }
}

/** Trials that will be charged within 3 days get their reminder, once per subscription (`trial-ending:<id>`). */
async function composeTrialReminders({ db, clock }: MoneyDeps): Promise<number> {
  const now = clock.now();
  const trials = await trialsEndingBy(
    db,
    now,
    addDays(now, TRIAL_REMINDER_DAYS),
    [S.Active, S.UndoCancel],
    LicenseType.Trial,
  );
  let composed = 0;
  for (const sub of trials) {
    const offer = await offerById(db, sub.offer_id);
    if (!offer) continue;
    const next = await chargedNext(db, offer);
    const mail = await compose(db, `trial-ending:${sub.id}`, sub.user_id, 'trial-ending', {
      plan: next.license.Name,
      amountMinor: next.priceMinor,
      currency: next.currency,
      at: now,
      until: sub.period_end,
      cardLast4: sub.card_last4,
      chargeId: null,
      watching: true,
    });
    if (!mail) continue;
    await insertMail(db, now, mail);
    composed++;
  }
  return composed;
}

/** Sends the composed mails this instance claims; one that fails is sent again once its lease ends. */
async function deliver({ db, clock, notifier }: MoneyDeps): Promise<Pick<MailReport, 'sent' | 'failed'>> {
  const report = { sent: 0, failed: 0 };
  for (;;) {
    const now = clock.now();
    const claimed = await claimUnsent(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    for (const mail of claimed) {
      try {
        await notifier.send({
          channel: 'email',
          recipient: mail.recipient,
          subject: mail.subject,
          body: mail.body,
          language: mail.language,
        });
      } catch {
        report.failed++;
        continue;
      }
      await markSent(db, mail.id, clock.now());
      report.sent++;
    }
    if (claimed.length < BATCH) return report;
  }
}

/**
 * The billing e-mails (docs/behaviour/subscription.md#billing-e-mails): new ledger events and trials
 * ending in 3 days become mails in the member's language, then the mails are sent. Runs with the money
 * jobs on every instance; each mail goes out once.
 */
export async function runBillingMail(deps: MoneyDeps): Promise<MailReport> {
  const composed = (await composeFromLedger(deps)) + (await composeTrialReminders(deps));
  return { composed, ...(await deliver(deps)) };
}
