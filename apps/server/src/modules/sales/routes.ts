import {
  cancelPaymentSchema,
  LicenseType,
  offersRequestSchema,
  purchaseReportSchema,
  purchaseStartSchema,
  redeemVoucherSchema,
  selectOfferSchema,
  subscribeSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors.js';
import { countAttempt, memberByEmail, type RatePolicy } from '../membership/public.js';
import type { MoneyDeps } from '../payments/deps.js';
import { idempotencyKey } from '../payments/idempotency.js';
import { callingMember } from '../payments/member.js';
import { allOffers, offerById, soldIn, toOffer } from './offers.js';
import {
  cancelPurchase,
  offerForMember,
  redeemPromotion,
  reportPurchase,
  startPurchase,
  subscribe,
} from './purchases.js';
import { usableVoucher } from './vouchers.js';

/** Promotion codes are guessable secrets: their look-ups are counted per address and per user. */
const VoucherPolicies = {
  perAddress: { name: 'voucher-address', limit: 100, windowSeconds: 15 * 60 },
  perUser: { name: 'voucher-user', limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RatePolicy>;

/** The sales calls of spec §7 (offers, select, purchase, voucher) and the payment service's Subscribe. */
export function registerSalesRoutes(scope: FastifyInstance, deps: MoneyDeps) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  routes.post('/sales/offers', { schema: { body: offersRequestSchema } }, async (request) => {
    const { country, email, voucherCode } = request.body;
    const offers = await allOffers(db);
    const byId = new Map(offers.map((offer) => [offer.id, offer]));
    const withNext = (offer: (typeof offers)[number]) =>
      toOffer(offer, offer.nextOfferId === null ? undefined : byId.get(offer.nextOfferId));
    if (voucherCode !== undefined) {
      await countAttempt(db, clock, VoucherPolicies.perAddress, request.ip);
      const voucher = await usableVoucher(db, voucherCode, clock.now());
      const offer = byId.get(voucher.offerId);
      return ok(offer && offer.isActive && soldIn(offer, country) ? [withNext(offer)] : []);
    }
    const trialUsed = email !== undefined && (await memberByEmail(db, email))?.trialUsedAt;
    return ok(
      offers
        .filter((offer) => offer.isActive && offer.listed && soldIn(offer, country))
        .filter((offer) => !(trialUsed && offer.license.Type === LicenseType.Trial))
        .map(withNext),
    );
  });

  routes.post('/sales/offer/select', { schema: { body: selectOfferSchema } }, async (request) => {
    const member = await callingMember(deps, request);
    const offer = await offerForMember(
      db,
      member,
      request.body.offerId,
      request.body.voucherCode,
      clock.now(),
    );
    const next = offer.nextOfferId === null ? undefined : await offerById(db, offer.nextOfferId);
    return ok(toOffer(offer, next));
  });

  routes.post('/sales/purchase/start', { schema: { body: purchaseStartSchema } }, async (request) => {
    const member = await callingMember(deps, request);
    return ok(await startPurchase(deps, member, idempotencyKey(request), request.body));
  });

  routes.post('/payments/subscribe', { schema: { body: subscribeSchema } }, async (request) => {
    const member = await callingMember(deps, request);
    return ok(await subscribe(deps, member, idempotencyKey(request), request.body));
  });

  for (const outcome of ['success', 'failed'] as const) {
    routes.post(`/sales/purchase/${outcome}`, { schema: { body: purchaseReportSchema } }, async (request) => {
      const member = await callingMember(deps, request);
      const { purchaseId, reasonCode } = request.body;
      return ok(await reportPurchase(deps, member, purchaseId, outcome, reasonCode));
    });
  }

  routes.post('/stripe/cancel', { schema: { body: cancelPaymentSchema } }, async (request) => {
    const member = await callingMember(deps, request);
    return ok(await cancelPurchase(deps, member, request.body.purchaseId));
  });

  routes.post('/sales/voucher/redeem', { schema: { body: redeemVoucherSchema } }, async (request) => {
    const member = await callingMember(deps, request);
    await countAttempt(db, clock, VoucherPolicies.perAddress, request.ip);
    await countAttempt(db, clock, VoucherPolicies.perUser, String(member.id));
    return ok(await redeemPromotion(deps, member, idempotencyKey(request), request.body.voucherCode));
  });
}
