import { PurchaseState, type Purchase } from '@sahra/contracts';
import type { Member } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { salesError } from '../errors.js';
import { appendLedger } from '../payments/ledger-repository.js';
import { ownPurchase, updatePurchaseIn } from './purchase-repository.js';
import { toPurchase } from './start.js';

/** The client's report of success or failure (docs/behaviour/plans-and-payment.md#purchase-flow): recorded, but the server's record answers. */
export async function reportPurchase(
  { db, clock }: MoneyDeps,
  member: Member,
  purchaseId: string,
  outcome: 'success' | 'failed',
  reasonCode: number | undefined,
): Promise<Purchase> {
  const row = await ownPurchase(db, member.id, purchaseId);
  if (!row) throw salesError('PurchaseNotFound');
  const now = clock.now();
  await appendLedger(db, now, {
    userId: member.id,
    event: `purchase.client-${outcome}`,
    purchaseId,
    details: { reasonCode: reasonCode ?? null },
  });
  if (outcome === 'failed' && row.state === PurchaseState.Started) {
    const failed = await updatePurchaseIn(db, purchaseId, [PurchaseState.Started], {
      state: PurchaseState.Failed,
      reason_code: reasonCode ?? null,
      updated_at: now,
    });
    if (failed) return toPurchase(failed);
  }
  return toPurchase(row);
}

/** POST /stripe/cancel: gives up a purchase that was never charged. */
export async function cancelPurchase({ db, clock }: MoneyDeps, member: Member, purchaseId: string) {
  const row = await ownPurchase(db, member.id, purchaseId);
  if (!row) throw salesError('PurchaseNotFound');
  if (row.state === PurchaseState.Charging || row.state === PurchaseState.Succeeded) {
    throw salesError('PurchaseAlreadyPaid');
  }
  const cancelled = await updatePurchaseIn(
    db,
    purchaseId,
    [PurchaseState.Started, PurchaseState.Failed, PurchaseState.Cancelled],
    { state: PurchaseState.Cancelled, updated_at: clock.now() },
  );
  if (!cancelled) throw salesError('PurchaseAlreadyPaid');
  return toPurchase(cancelled);
}
