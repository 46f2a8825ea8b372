import { createCustomerResultSchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../../platform/answers.js';
import { ok } from '../../../platform/errors.js';
import type { MoneyDeps } from '../deps.js';
import { memberOf } from '../../membership/public.js';
import { customerOf } from './customers.js';

/** POST /stripe/create-customer: the signed-in user's provider customer, made once; `scope` is a requireMember scope. */
export function registerPaymentRoutes(scope: FastifyInstance, deps: MoneyDeps) {
  scope
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/stripe/create-customer',
      { schema: { response: jsonAnswers(createCustomerResultSchema) } },
      async (request) => {
        return ok({ customerID: await customerOf(deps.db, deps.provider, memberOf(request)) });
      },
    );
}
