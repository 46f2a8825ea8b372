import type { Job } from '../../platform/jobs/job.js';
import { every } from '../../platform/jobs/schedule.js';
import { sendDueRefunds } from './payments/refunds.js';
import type { MoneyDeps } from './deps.js';
import { runBillingMail } from './notices/mail-job.js';
import { recoverPurchases } from './purchase/recovery.js';
import { runRenewals } from './subscription/renewal.js';

/**
 * One run of the money jobs: purchases left charging, charges owed back, then renewals, retries and
 * expiries, then the billing e-mails of what the ledger recorded (this run's events included).
 */
export async function runMoneyJobs(deps: MoneyDeps) {
  const recovered = await recoverPurchases(deps);
  const refunded = await sendDueRefunds(deps);
  const renewals = await runRenewals(deps);
  return { recovered, refunded, ...renewals, mail: await runBillingMail(deps) };
}

/**
 * The money jobs as one background job (platform/jobs): every `intervalMs` (RENEWAL_INTERVAL_MS), on one
 * instance at a time; a failed run is retried with back-off. Its parts share their rows through
 * `FOR UPDATE SKIP LOCKED` and leases, so a run by hand (tests) beside it is safe too.
 */
export const moneyJob = (deps: MoneyDeps, intervalMs: number): Job => ({
  name: 'money',
  schedule: every(intervalMs),
  run: () => runMoneyJobs(deps),
});
