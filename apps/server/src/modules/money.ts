import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../app.js';
import { requireApiKey } from './membership/public.js';
import { createProvider, type MoneyDeps, type MoneyFaults } from './payments/deps.js';
import { registerPaymentRoutes } from './payments/routes.js';
import { registerStripeWebhook } from './payments/webhook.js';
import { registerSalesRoutes } from './sales/routes.js';
import { recoverPurchases, settlePurchaseCharge } from './sales/purchases.js';
import { runRenewals, settleRenewalCharge } from './subscription/renewal.js';
import { registerSubscriptionRoutes } from './subscription/routes.js';
import { markRefunded, subscriptionByChargeId } from './subscription/subscriptions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money services, for the renewal job in server.ts and for tests. */
    money: MoneyDeps;
  }
}

/**
 * Sales, payments and subscriptions (accounts spec §2-§4, §7): their calls behind the account
 * service's API key, and the provider's webhook, which carries its own signature instead.
 */
export async function registerMoneyRoutes(app: FastifyInstance, context: ModuleContext, faults: MoneyFaults) {
  const { config, storage, clock } = context;
  const deps: MoneyDeps = {
    db: storage.db,
    clock,
    provider: createProvider(config, storage.db, clock),
    faults,
    recoverAfterMs: config.PURCHASE_RECOVERY_AFTER_MS,
  };
  app.decorate('money', deps);
  await app.register(async (scope) => {
    requireApiKey(scope, config.API_KEY);
    registerSalesRoutes(scope, deps);
    registerPaymentRoutes(scope, deps);
    registerSubscriptionRoutes(scope, deps);
  });
  if (config.STRIPE_WEBHOOK_SECRET) {
    await registerStripeWebhook(app, deps, config.STRIPE_WEBHOOK_SECRET, {
      async charge(key, result) {
        await (key.startsWith('sub_')
          ? settleRenewalCharge(deps, key, result)
          : settlePurchaseCharge(deps, key, result));
      },
      async refunded(chargeId) {
        const row = await subscriptionByChargeId(deps.db, chargeId);
        if (row) await markRefunded(deps.db, clock.now(), row);
        return row !== undefined;
      },
    });
  }
}

/** One run of the money jobs: purchases left charging, then renewals, retries and expiries. */
export async function runMoneyJobs(deps: MoneyDeps) {
  const recovered = await recoverPurchases(deps);
  return { recovered, ...(await runRenewals(deps)) };
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
