import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/errors.js';
import { customerOf } from './customers.js';
import type { MoneyDeps } from './deps.js';
import { callingMember } from './member.js';

/** POST /stripe/create-customer: the signed-in user's provider customer, made once. */
export function registerPaymentRoutes(scope: FastifyInstance, deps: MoneyDeps) {
  scope.post('/stripe/create-customer', async (request) => {
    const member = await callingMember(deps, request);
    return ok({ customerID: await customerOf(deps.db, deps.provider, member) });
  });
}
