import { MembershipErrorCode } from '@sahra/contracts';
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { MONEY_ENV, moneyCall, newKey } from '../../testing/money.js';

const PURCHASE = randomUUID();
/** Every money call that acts for a member, with an input that passes its checks. */
const MEMBER_CALLS = [
  { method: 'POST', path: '/sales/offer/select', body: { offerId: 1 } },
  { method: 'POST', path: '/sales/purchase/start', body: { offerId: 1 } },
  { method: 'POST', path: '/payments/subscribe', body: { purchaseId: PURCHASE, offer: 1 } },
  { method: 'GET', path: '/sales/purchase/pending' },
  { method: 'GET', path: `/sales/purchase/${PURCHASE}` },
  { method: 'POST', path: '/sales/purchase/success', body: { purchaseId: PURCHASE } },
  { method: 'POST', path: '/sales/purchase/failed', body: { purchaseId: PURCHASE } },
  { method: 'POST', path: '/stripe/cancel', body: { purchaseId: PURCHASE } },
  { method: 'POST', path: '/sales/voucher/redeem', body: { voucherCode: 'WELCOME10' } },
  { method: 'POST', path: '/stripe/create-customer' },
  { method: 'GET', path: '/subscription/get' },
  { method: 'GET', path: '/subscription/history' },
] as const;

describeWithServer(
  'billing calls that act for a member',
  (server) => {
    test.each(MEMBER_CALLS)(
      '$method $path without a session is refused: 401 SignInRequired',
      async (call) => {
        const answer = await moneyCall(server().app, call.method, call.path, null, {
          key: newKey(),
          ...('body' in call ? { body: call.body } : {}),
        });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ Success: false, ErrorCode: MembershipErrorCode.SignInRequired });
      },
    );
  },
  { env: MONEY_ENV },
);
