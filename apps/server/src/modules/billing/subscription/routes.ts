import {
  autoRenewSchema,
  billingHistorySchema,
  cancelSubscriptionQuerySchema,
  subscriptionEntrySchema,
  subscriptionListSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../../platform/answers.js';
import { ok } from '../../../platform/errors.js';
import type { MoneyDeps } from '../deps.js';
import { memberOf, signedInOf } from '../../membership/public.js';
import { subscriptionEntries, subscriptionEntry } from './entitlement.js';
import { billingHistory } from './history.js';
import { cancelSubscription, undoCancel } from './subscriptions.js';

const entryAnswer = jsonAnswers(subscriptionEntrySchema);

/** The member's subscriptions and billing history (docs/behaviour/subscription.md#calls); `members` is a requireMember scope. */
export function registerSubscriptionRoutes(members: FastifyInstance, { db }: MoneyDeps) {
  const routes = members.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/subscription/get',
    { schema: { response: jsonAnswers(subscriptionListSchema) } },
    async (request) => ok(await subscriptionEntries(db, memberOf(request).id)),
  );

  routes.get(
    '/subscription/history',
    { schema: { response: jsonAnswers(billingHistorySchema) } },
    async (request) => ok(await billingHistory(db, memberOf(request).id)),
  );
}

/**
 * Cancelling and turning auto-renewal off or on (undo cancel) (docs/behaviour/subscription.md#calls);
 * `cancelling` is a requireSignIn scope that finds the caller as `cancellingCaller` (requests.ts) says.
 */
export function registerSubscriptionManagement(cancelling: FastifyInstance, deps: MoneyDeps) {
  const routes = cancelling.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/subscription/manage/cancel',
    // the spec cancels by GET: the cross-site guard (ADR 027) treats it as the change it is
    {
      config: { changesState: true },
      schema: { querystring: cancelSubscriptionQuerySchema, response: entryAnswer },
    },
    async (request) => {
      const { subscriptionId } = request.query;
      const { userId } = signedInOf(request).session;
      await cancelSubscription(deps, userId, subscriptionId);
      return ok(await subscriptionEntry(db, userId, subscriptionId));
    },
  );

  routes.post(
    '/subscription/manage/auto-renew',
    { schema: { body: autoRenewSchema, response: entryAnswer } },
    async (request) => {
      const { subscriptionId, autoRenew } = request.body;
      const { userId } = signedInOf(request).session;
      if (autoRenew) await undoCancel(deps, userId, subscriptionId);
      else await cancelSubscription(deps, userId, subscriptionId);
      return ok(await subscriptionEntry(db, userId, subscriptionId));
    },
  );
}
