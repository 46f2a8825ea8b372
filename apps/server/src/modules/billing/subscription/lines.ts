import { SubscriptionState } from '@sahra/contracts';
import type { Db } from '../../../platform/db.js';
import { grantsAccess } from './states.js';
import { lockLiveOnLine, type SubscriptionRow } from './subscription-repository.js';
import { moveTo } from './subscriptions.js';

const S = SubscriptionState;

/**
 * A package line (ADR 028) is held by a subscription that plays or that waits for a renewal charge's
 * outcome: a new purchase of the line would back a second live subscription.
 */
const holdsLine = (row: SubscriptionRow, now: Date) =>
  grantsAccess(row.state, row.period_end, now) || row.pending_charge_key !== null;

/** The subscription holding the user's package line, if any; its rows stay locked until the transaction ends. */
export async function lineHolder(tx: Db, now: Date, userId: number, packageId: number) {
  return (await lockLiveOnLine(tx, userId, packageId)).find((row) => holdsLine(row, now));
}

/** How a subscription that no longer holds its line ends when a new one takes it. */
function supersededState(row: SubscriptionRow): number {
  if (row.state === S.Cancelling) return S.Cancelled;
  if (row.state === S.PaymentFailed) return S.PaymentFailedEnded;
  return S.Expired;
}

/**
 * Before a new subscription takes the line: the line's subscriptions that have not ended but neither
 * play nor wait for a charge (a cancelled one past its last day the job has not reached yet, a
 * PaymentFailed one) end now, so the database's one-live-per-line index lets the new one in.
 */
export async function endSuperseded(tx: Db, now: Date, userId: number, packageId: number) {
  for (const row of await lockLiveOnLine(tx, userId, packageId)) {
    if (holdsLine(row, now)) continue;
    await moveTo(
      tx,
      now,
      row,
      supersededState(row),
      { auto_renew: false, next_attempt_at: now, lease_until: null },
      { event: 'subscription.superseded' },
    );
  }
}
