import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';
import { createNotifier } from '../notify/public.js';
import { requireApiKey } from './api-key.js';
import { createBotCheck } from './bot-check.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerBotCheckRoutes } from './bot-check-routes.js';
import { deliverAfterAnswer } from './delivery.js';
import { registerDeviceRoutes } from './device-routes.js';
import type { MembershipDeps } from './deps.js';
import { registerLoginTokenRoutes } from './login-token-routes.js';
import { registerPasswordChecks, registerPasswordReset } from './password-routes.js';
import { recogniseSignIn, requireSignIn } from './signed-in.js';
import { registerSignInRoutes } from './sign-in-routes.js';
import { answerSpecMessages } from './validation-messages.js';
import { registerVerificationRoutes } from './verification-routes.js';
import { knownCountry } from '../geo/public.js';

/**
 * The membership service of docs/behaviour/accounts.md#calls, in its own scope: every call needs the API key and
 * answers refused bodies with the spec's messages. Tokens travel as the spec's headers and as
 * HttpOnly cookies; the calls of a signed-in account are in a scope whose hook finds the session (signed-in.ts).
 */
export async function registerMembershipRoutes(
  app: FastifyInstance,
  { config, storage, clock }: ModuleContext,
  products: MembershipDeps['products'],
) {
  const deps: MembershipDeps = {
    db: storage.db,
    clock,
    delivery: deliverAfterAnswer(createNotifier(config, storage.db, clock, app.log), app.log),
    botCheck: createBotCheck(config),
    products,
    countryOf: async (request) => (await knownCountry(request, config)) ?? null,
  };
  app.addHook('onClose', async () => {
    // before the database closes under them
    await deps.delivery.settled();
  });
  await app.register(async (scope) => {
    requireApiKey(scope, config.API_KEY);
    answerSpecMessages(scope);
    registerSignInRoutes(scope, deps);
    registerVerificationRoutes(scope, deps);
    registerPasswordReset(scope, deps);
    registerBotCheckRoutes(scope, deps);
    await scope.register(async (callers) => {
      // visitors and signed-in callers alike, each answered as what they are
      recogniseSignIn(callers, deps);
      registerLoginTokenRoutes(callers, deps);
    });
    await scope.register(async (members) => {
      // every call below acts for the signed-in caller's session, found once before its handler
      requireSignIn(members, deps);
      registerAccountRoutes(members, deps);
      registerPasswordChecks(members, deps);
      registerDeviceRoutes(members, deps);
    });
  });
}
