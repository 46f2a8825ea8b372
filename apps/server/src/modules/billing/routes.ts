import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';
import { requireApiKey, requireMember, requireSignIn } from '../membership/public.js';
import { createMoneyDeps, type MoneyDeps, type MoneyFaults } from './deps.js';
import { cancellingCaller } from './requests.js';
import { registerPaymentRoutes } from './payments/routes.js';
import { registerStripeWebhook } from './payments/webhook.js';
import { registerOfferRoutes, registerOfferSelection } from './offers/routes.js';
import { settlePurchaseCharge } from './purchase/recovery.js';
import { registerPurchaseRoutes } from './purchase/routes.js';
import { settleRenewalCharge } from './subscription/renewal.js';
import { registerSubscriptionManagement, registerSubscriptionRoutes } from './subscription/routes.js';
import { refundedByProvider } from './subscription/subscriptions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money services, for the renewal job in server.ts and for tests. */
    money: MoneyDeps;
  }
}

/**
 * Billing: offers, purchases, payments and subscriptions (docs/behaviour/subscription.md, docs/behaviour/plans-and-payment.md, docs/behaviour/accounts.md): their calls behind the account
 * service's API key, and the provider's webhook, which carries its own signature instead.
 */
export async function registerBillingRoutes(
  app: FastifyInstance,
  context: ModuleContext,
  faults: MoneyFaults,
) {
  const { config, storage, clock } = context;
  const deps = createMoneyDeps(config, storage.db, clock, app.log, faults);
  app.decorate('money', deps);
  await app.register(async (scope) => {
    requireApiKey(scope, config.API_KEY);
    registerOfferRoutes(scope, deps);
    await scope.register(async (cancelling) => {
      // cancel and auto-renew find their caller as the spec's cancel call says (requests.ts)
      requireSignIn(cancelling, deps, cancellingCaller);
      registerSubscriptionManagement(cancelling, deps);
    });
    await scope.register(async (members) => {
      // every call below acts for the signed-in member, found once before its handler
      requireMember(members, deps);
      registerOfferSelection(members, deps);
      registerPurchaseRoutes(members, deps);
      registerPaymentRoutes(members, deps);
      registerSubscriptionRoutes(members, deps);
    });
  });
  if (config.STRIPE_WEBHOOK_SECRET) {
    await registerStripeWebhook(app, deps, config.STRIPE_WEBHOOK_SECRET, {
      async charge(key, result) {
        await (key.startsWith('sub_')
          ? settleRenewalCharge(deps, key, result)
          : settlePurchaseCharge(deps, key, result));
      },
      refunded: (chargeId) => refundedByProvider(deps, chargeId),
    });
  }
}
