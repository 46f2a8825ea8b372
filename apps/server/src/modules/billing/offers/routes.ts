import { offerSchema, offersRequestSchema, offersResultSchema, selectOfferSchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../../platform/answers.js';
import { ok } from '../../../platform/errors.js';
import { countAttempt } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { callingMember } from '../requests.js';
import { offersFor, selectOffer } from './offers.js';
import { VoucherPolicies } from './vouchers.js';

/** The offer calls of docs/behaviour/accounts.md#calls: the offers on sale, and the one a member selects. */
export function registerOfferRoutes(scope: FastifyInstance, deps: MoneyDeps) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

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

  routes.post(
    '/sales/offer/select',
    { schema: { body: selectOfferSchema, response: jsonAnswers(offerSchema) } },
    async (request) => {
      const member = await callingMember(deps, request);
      const { offerId, voucherCode } = request.body;
      return ok(await selectOffer(db, member, offerId, voucherCode, clock.now()));
    },
  );
}
