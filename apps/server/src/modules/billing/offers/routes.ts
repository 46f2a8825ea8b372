import { offerSchema, offersRequestSchema, offersResultSchema, selectOfferSchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../../platform/answers.js';
import { ok } from '../../../platform/errors.js';
import { countAttempt, memberOf } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { offersFor, selectOffer } from './offers.js';
import { VoucherPolicies } from './vouchers.js';

/** The offers on sale (docs/behaviour/accounts.md#calls), for anyone. */
export function registerOfferRoutes(scope: FastifyInstance, { db, clock }: MoneyDeps) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sales/offers',
    { schema: { body: offersRequestSchema, response: jsonAnswers(offersResultSchema) } },
    async (request) => {
      if (request.body.voucherCode !== undefined) {
        await countAttempt(db, clock, VoucherPolicies.perAddress, request.ip);
      }
      return ok(await offersFor(db, clock.now(), request.body));
    },
  );
}

/** The offer a member selects (docs/behaviour/accounts.md#calls); `members` is a requireMember scope. */
export function registerOfferSelection(members: FastifyInstance, { db, clock }: MoneyDeps) {
  const routes = members.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sales/offer/select',
    { schema: { body: selectOfferSchema, response: jsonAnswers(offerSchema) } },
    async (request) => {
      const { offerId, voucherCode } = request.body;
      return ok(await selectOffer(db, memberOf(request), offerId, voucherCode, clock.now()));
    },
  );
}
