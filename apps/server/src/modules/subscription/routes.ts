import { autoRenewSchema, cancelSubscriptionQuerySchema, MembershipErrorCode } from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/errors.js';
import { signedIn } from '../membership/public.js';
import type { MoneyDeps } from '../payments/deps.js';
import { callingMember } from '../payments/member.js';
import { salesError } from '../sales/errors.js';
import { cancelSubscription, subscriptionEntries, undoCancel } from './subscriptions.js';

/** The subscription calls of spec §7: get, cancel, and turning auto-renewal off or on (undo cancel). */
export function registerSubscriptionRoutes(scope: FastifyInstance, deps: MoneyDeps) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  /** Cancel errors of spec §8: an unknown token is "Couldn't find user". */
  async function cancellingUser(request: FastifyRequest, token?: string): Promise<number> {
    try {
      return (await signedIn(db, clock, request, token)).userId;
    } catch (error) {
      if (error instanceof AppError && error.errorCode === MembershipErrorCode.SignInRequired) {
        throw salesError('UserNotFound');
      }
      throw error;
    }
  }

  async function entryOf(userId: number, subscriptionId: number) {
    const entry = (await subscriptionEntries(db, userId)).find((e) => e.Subscription.Id === subscriptionId);
    if (!entry) throw salesError('SubscriptionNotFound');
    return entry;
  }

  routes.get('/subscription/get', async (request) => {
    const member = await callingMember(deps, request);
    return ok(await subscriptionEntries(db, member.id));
  });

  routes.get(
    '/subscription/manage/cancel',
    { schema: { querystring: cancelSubscriptionQuerySchema } },
    async (request) => {
      const { subscriptionId, token } = request.query;
      const userId = await cancellingUser(request, token);
      await cancelSubscription(deps, userId, subscriptionId);
      return ok(await entryOf(userId, subscriptionId));
    },
  );

  routes.post('/subscription/manage/auto-renew', { schema: { body: autoRenewSchema } }, async (request) => {
    const { subscriptionId, autoRenew } = request.body;
    const userId = await cancellingUser(request);
    if (autoRenew) await undoCancel(deps, userId, subscriptionId);
    else await cancelSubscription(deps, userId, subscriptionId);
    return ok(await entryOf(userId, subscriptionId));
  });
}
