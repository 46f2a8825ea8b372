import {
  cancelPaymentSchema,
  envelopeSchema,
  pendingPurchaseSchema,
  purchaseParamsSchema,
  PurchaseState,
  purchaseReportSchema,
  purchaseSchema,
  purchaseStartSchema,
  redeemVoucherSchema,
  subscribeSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../../platform/answers.js';
import { ok } from '../../../platform/errors.js';
import { countAttempt, memberOf } from '../../membership/public.js';
import type { MoneyDeps } from '../deps.js';
import { VoucherPolicies } from '../offers/vouchers.js';
import { idempotencyKey } from '../requests.js';
import { redeemPromotion } from './promotion.js';
import { cancelPurchase, reportPurchase } from './report.js';
import { startPurchase } from './start.js';
import { pendingPurchase, purchaseStatus } from './status.js';
import { subscribe } from './subscribe.js';

const purchaseAnswer = jsonAnswers(purchaseSchema);

/**
 * The purchase calls of docs/behaviour/accounts.md#calls in the order a purchase makes them: start, the payment service's
 * Subscribe (the charge), the client's report; and cancel, and a promotion code redeemed at once. `scope` is a
 * requireMember scope: every call acts for the signed-in member.
 */
export function registerPurchaseRoutes(scope: FastifyInstance, deps: MoneyDeps) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  routes.post(
    '/sales/purchase/start',
    { schema: { body: purchaseStartSchema, response: purchaseAnswer } },
    async (request) => {
      return ok(await startPurchase(deps, memberOf(request), idempotencyKey(request), request.body));
    },
  );

  routes.post(
    '/payments/subscribe',
    {
      schema: {
        body: subscribeSchema,
        response: {
          ...purchaseAnswer,
          202: envelopeSchema(purchaseSchema).describe(
            'the provider did not answer: the payment is being confirmed (State Charging)',
          ),
        },
      },
    },
    async (request, reply) => {
      const purchase = await subscribe(deps, memberOf(request), idempotencyKey(request), request.body);
      return reply.code(purchase.State === PurchaseState.Charging ? 202 : 200).send(ok(purchase));
    },
  );

  routes.get(
    '/sales/purchase/pending',
    { schema: { response: jsonAnswers(pendingPurchaseSchema) } },
    async (request) => ok(await pendingPurchase(db, memberOf(request))),
  );

  routes.get(
    '/sales/purchase/:purchaseId',
    { schema: { params: purchaseParamsSchema, response: purchaseAnswer } },
    async (request) => ok(await purchaseStatus(db, memberOf(request), request.params.purchaseId)),
  );

  for (const outcome of ['success', 'failed'] as const) {
    routes.post(
      `/sales/purchase/${outcome}`,
      { schema: { body: purchaseReportSchema, response: purchaseAnswer } },
      async (request) => {
        const { purchaseId, reasonCode } = request.body;
        return ok(await reportPurchase(deps, memberOf(request), purchaseId, outcome, reasonCode));
      },
    );
  }

  routes.post(
    '/stripe/cancel',
    { schema: { body: cancelPaymentSchema, response: purchaseAnswer } },
    async (request) => {
      return ok(await cancelPurchase(deps, memberOf(request), request.body.purchaseId));
    },
  );

  routes.post(
    '/sales/voucher/redeem',
    { schema: { body: redeemVoucherSchema, response: purchaseAnswer } },
    async (request) => {
      const member = memberOf(request);
      await countAttempt(db, clock, VoucherPolicies.perAddress, request.ip);
      await countAttempt(db, clock, VoucherPolicies.perUser, String(member.id));
      return ok(await redeemPromotion(deps, member, idempotencyKey(request), request.body.voucherCode));
    },
  );
}
