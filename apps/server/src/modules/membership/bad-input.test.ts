import {
  AuthCookie,
  AuthHeader,
  envelopeSchema,
  guideGridResponseSchema,
  MembershipMessage,
  SalesMessage,
  VISITOR_ID_MESSAGE,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, get, resultOf } from '../../testing/content-client.js';
import { RatePolicies } from './rate-limit.js';
import { call, newPerson, register, TEST_API_KEY } from '../../testing/membership-client.js';

const profile = (app: Parameters<typeof call>[0], options: Parameters<typeof call>[3] = {}) =>
  call(app, 'GET', '/service/profile', options);

describeWithServer(
  'bad input answers 4xx, never 500',
  (server) => {
    const app = () => server().app;

    test('a visitor id that is not short ASCII answers 400 by parameter or header, and is forgotten in a cookie', async () => {
      const { from } = newPerson();
      for (const id of ['زائر', 'café', 'a'.repeat(65)]) {
        expect(failureOf(await profile(app(), { query: { id }, from }), 400), id).toContain(
          VISITOR_ID_MESSAGE,
        );
      }
      for (const id of ['caf\u00e9', 'a'.repeat(5000)]) {
        expect(
          failureOf(await profile(app(), { headers: { [AuthHeader.LoginTokenId]: id }, from }), 400),
        ).toBe(VISITOR_ID_MESSAGE);
      }
      // percent-encoded UTF-8 in the cookie decodes to Arabic, which no header can carry back
      const cookie = await profile(app(), {
        headers: { cookie: `${AuthCookie.AnonymousId}=%D8%B2`, 'sec-fetch-site': 'same-origin' },
        from,
      });
      expect(cookie.status).toBe(200);
      expect(String(cookie.headers[AuthHeader.LoginTokenId])).toMatch(/^[A-Za-z0-9_-]{43}$/u);
      const kept = await profile(app(), { query: { id: 'visitor-1' }, from });
      expect(kept.headers[AuthHeader.LoginTokenId]).toBe('visitor-1');
    });

    test('a cookie holding % is no token on a call that reads it: 401, never 500', async () => {
      for (const path of ['/membership/account/detail', '/subscription/get']) {
        const answer = await call(app(), 'GET', path, { headers: { cookie: `${AuthCookie.Token}=%` } });
        expect(answer.status, path).toBe(401);
      }
      const cancel = await call(app(), 'GET', '/subscription/manage/cancel', {
        query: { subscriptionId: '1' },
        headers: { cookie: `${AuthCookie.Token}=%`, 'sec-fetch-site': 'same-origin' },
      });
      expect(failureOf(cancel, 401)).toBe(SalesMessage.UserNotFound);
      const withToken = await call(app(), 'GET', '/membership/account/detail', {
        headers: { cookie: `${AuthCookie.Token}=%; theme=%`, token: await register(app(), newPerson()) },
      });
      expect(withToken.status).toBe(200);
    });

    test('a language with NUL or other control characters on the guide grid answers 400', async () => {
      const from = new Date().toISOString();
      for (const language of ['e\u0000n', 'en\u0007', 'ar;drop']) {
        const answer = await get(app(), '/epg/grid', { from, language });
        expect(failureOf(answer, 400), JSON.stringify(language)).toContain(
          'language must be a language code such as en or ar',
        );
      }
      const grid = resultOf(
        await get(app(), '/epg/grid', { from, language: 'en-GB', channelPageSize: 1 }),
        envelopeSchema(guideGridResponseSchema).shape.Result,
      );
      expect(grid?.Channels).toHaveLength(1);
    });

    test(`anonymous login tokens are limited to ${RatePolicies.visitorTokenPerAddress.limit} per address, which leaves other addresses and members alone`, async () => {
      const stranger = newPerson().from;
      const { limit } = RatePolicies.visitorTokenPerAddress;
      for (let index = 0; index < limit; index++) {
        expect((await profile(app(), { query: { id: `stranger-${index}` }, from: stranger })).status).toBe(
          200,
        );
      }
      const refused = await profile(app(), { query: { id: 'one-more' }, from: stranger });
      expect(failureOf(refused, 429)).toBe(MembershipMessage.TooManyRequests);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await profile(app(), { from: newPerson().from })).status).toBe(200);
      const member = await register(app(), newPerson());
      const signedIn = await profile(app(), { headers: { token: member }, from: stranger });
      expect(signedIn.status).toBe(200);
    });
  },
  { env: { API_KEY: TEST_API_KEY } },
);
