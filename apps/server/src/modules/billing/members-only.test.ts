import { SalesErrorCode, SalesMessage } from '@sahra/contracts';
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { call, newPerson, register, SIGN_IN_REQUIRED } from '../../testing/membership-client.js';
import { MONEY_ENV, moneyCall, newKey, type Buyer } from '../../testing/money.js';
import { routeNames, routeTable } from '../../testing/route-hooks.js';
import { requireMember, requireSignIn } from '../membership/public.js';

const PURCHASE = randomUUID();
/** Every money call that acts for a member (the requireMember scope of routes.ts), with an input that passes its checks. */
const MEMBER_CALLS = [
  { method: 'POST', path: '/sales/offer/select', body: { offerId: 1 } },
  { method: 'POST', path: '/sales/purchase/start', body: { offerId: 1 } },
  { method: 'POST', path: '/payments/subscribe', body: { purchaseId: PURCHASE, offer: 1 } },
  { method: 'GET', path: '/sales/purchase/pending' },
  { method: 'GET', path: `/sales/purchase/${PURCHASE}`, route: '/sales/purchase/:purchaseId' },
  { method: 'POST', path: '/sales/purchase/success', body: { purchaseId: PURCHASE } },
  { method: 'POST', path: '/sales/purchase/failed', body: { purchaseId: PURCHASE } },
  { method: 'POST', path: '/stripe/cancel', body: { purchaseId: PURCHASE } },
  { method: 'POST', path: '/sales/voucher/redeem', body: { voucherCode: 'WELCOME10' } },
  { method: 'POST', path: '/stripe/create-customer' },
  { method: 'GET', path: '/subscription/get' },
  { method: 'GET', path: '/subscription/history' },
] as const;
/** Cancel and auto-renew: a requireSignIn scope of their own, which words a refusal as the spec's cancel does. */
const CANCELLING_CALLS = [
  { method: 'GET', path: '/subscription/manage/cancel', query: { subscriptionId: '1' } },
  { method: 'POST', path: '/subscription/manage/auto-renew', body: { subscriptionId: 1, autoRenew: false } },
] as const;
/** Every other money call: the offers, and the provider's webhook, which carries its own signature. */
const PUBLIC_CALLS = ['POST /sales/offers', 'POST /stripe/webhook'];
const BILLING_ROUTES = ['/sales/', '/payments/', '/stripe/', '/subscription/'];
const routes = routeTable();

const USER_NOT_FOUND = {
  Success: false,
  ErrorCode: SalesErrorCode.UserNotFound,
  ErrorMessage: SalesMessage.UserNotFound,
};

describeWithServer(
  'billing calls that act for a member',
  (server) => {
    test('the member calls are the routes of the requireMember scope, the cancelling ones sign in without it, the rest are public', () => {
      expect(routes.split(BILLING_ROUTES, requireMember)).toEqual({
        carrying: routeNames(MEMBER_CALLS),
        without: [...routeNames(CANCELLING_CALLS), ...PUBLIC_CALLS].sort(),
      });
      expect(routes.split(BILLING_ROUTES, requireSignIn).without).toEqual(PUBLIC_CALLS);
    });

    type Listed = (typeof MEMBER_CALLS)[number] | (typeof CANCELLING_CALLS)[number];
    const send = (listed: Listed, buyer: Buyer | null) =>
      moneyCall(server().app, listed.method, listed.path, buyer, {
        key: newKey(),
        ...('body' in listed ? { body: listed.body } : {}),
        ...('query' in listed ? { query: listed.query } : {}),
      });

    test.each(MEMBER_CALLS)(
      '$method $path without a session is refused: 401 SignInRequired',
      async (listed) => {
        const answer = await send(listed, null);
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject(SIGN_IN_REQUIRED);
      },
    );

    test.each(CANCELLING_CALLS)(
      '$method $path without a session is refused: 401 "Couldn\'t find user"',
      async (listed) => {
        const answer = await send(listed, null);
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject(USER_NOT_FOUND);
      },
    );

    test('each refuses the token of a session that ended (logged out)', async () => {
      const person = newPerson();
      const token = await register(server().app, person);
      const buyer: Buyer = {
        token,
        email: person.email,
        password: person.password,
        userId: 0,
        from: person.from,
      };
      const logout = await call(server().app, 'POST', '/membership/logout', {
        headers: { token },
        from: person.from,
      });
      expect(logout.status).toBe(200);
      const refusals = [
        ...MEMBER_CALLS.map((listed) => [listed, SIGN_IN_REQUIRED] as const),
        ...CANCELLING_CALLS.map((listed) => [listed, USER_NOT_FOUND] as const),
      ];
      for (const [listed, refusal] of refusals) {
        const answer = await send(listed, buyer);
        expect(answer.status, listed.path).toBe(401);
        expect(answer.body, listed.path).toMatchObject(refusal);
      }
    });
  },
  { env: { ...MONEY_ENV, STRIPE_WEBHOOK_SECRET: 'whsec_members_only' }, onRoute: routes.onRoute },
);
