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

/** Runs the money jobs every `intervalMs` (0: never) until stopped; a failed run is logged and retried next time. */
export function startMoneyJobs(
  deps: MoneyDeps,
  intervalMs: number,
  log: { error(details: object, message: string): void },
): () => void {
  if (intervalMs === 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runMoneyJobs(deps)
      .catch((error: unknown) => log.error({ err: error }, 'money jobs failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
