import {
  BOT_CHECK_HEADER,
  botCheckSettingsSchema,
  MembershipMessage,
  sendVerificationResultSchema,
} from '@sahra/contracts';
import { afterAll, expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, resultOf } from '../../testing/content-client.js';
import { startFakeSiteverify } from '../../testing/fake-siteverify.js';
import { RatePolicies } from './rate-limit.js';
import {
  call,
  codeSentTo,
  newPerson,
  registration,
  TEST_API_KEY,
  type Person,
} from '../../testing/membership-client.js';

const siteverify = await startFakeSiteverify();
afterAll(() => siteverify.close());

const SITE_KEY = 'test-site-key';
const SECRET = 'test-secret';

describeWithServer(
  'membership bot check',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const withToken = (token: string | undefined): Record<string, string> =>
      token === undefined ? {} : { [BOT_CHECK_HEADER]: token };

    const register = (person: Person, token?: string) =>
      call(app(), 'POST', '/membership/register/withLogin', {
        body: registration(person),
        headers: withToken(token),
        from: person.from,
      });
    const login = (person: Person, token?: string) =>
      call(app(), 'POST', '/membership/login/email', {
        body: { email: person.email, password: person.password },
        headers: withToken(token),
        from: person.from,
      });
    const sendCode = (person: Person, codeType: 'Account' | 'ResetPassword', token?: string) =>
      call(app(), 'POST', '/membership/verification/send', {
        body: { codeType, method: 'Email', email: person.email },
        headers: withToken(token),
        from: person.from,
      });
    const reset = (person: Person, Code: string, token?: string) =>
      call(app(), 'POST', '/membership/changepassword/reset', {
        body: { Code, Password: 'a new password', ConfirmPassword: 'a new password', BelongTo: person.email },
        headers: withToken(token),
        from: person.from,
      });
    const registered = async () => {
      const person = newPerson();
      expect((await register(person, 'pass:register')).status).toBe(200);
      return person;
    };

    test('the web app is told the provider and the site key, never the secret', async () => {
      const answer = await call(app(), 'GET', '/membership/bot-check');
      expect(resultOf(answer, botCheckSettingsSchema)).toEqual({ provider: 'turnstile', siteKey: SITE_KEY });
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    });

    test('the server sends the provider its secret, the token and the client address', async () => {
      const person = await registered();
      expect((await login(person, 'pass:login')).status).toBe(200);
      const form = siteverify.received.at(-1);
      expect(Object.fromEntries(form ?? [])).toEqual({
        secret: SECRET,
        response: 'pass:login',
        remoteip: person.from,
      });
    });

    test('a login without a token answers 400 and the provider is not asked', async () => {
      const person = await registered();
      const asked = siteverify.received.length;
      expect(failureOf(await login(person), 400)).toBe(MembershipMessage.BotCheckRequired);
      expect(failureOf(await login(person, '  '), 400)).toBe(MembershipMessage.BotCheckRequired);
      expect(siteverify.received.length).toBe(asked);
    });

    test('a refused token, one made for another action, or a bot-like score answers 403', async () => {
      const person = await registered();
      for (const token of ['fail', 'pass:register', 'score:0.1', 'x'.repeat(5000)]) {
        expect(failureOf(await login(person, token), 403), token).toBe(MembershipMessage.BotCheckFailed);
      }
      expect((await login(person, 'score:0.9')).status).toBe(200);
      expect((await login(person, 'pass')).status).toBe(200);
    });

    test('logins a bot cannot pass do not use up the account’s login attempts', async () => {
      const person = await registered();
      for (let attempt = 0; attempt <= RatePolicies.loginPerIdentifier.limit; attempt++) {
        expect((await login(person, 'fail')).status).toBe(403);
      }
      expect((await login(person, 'pass:login')).status).toBe(200);
    });

    test('register and both forgot-password steps need a token; account codes do not', async () => {
      const person = newPerson();
      expect(failureOf(await register(person), 400)).toBe(MembershipMessage.BotCheckRequired);
      expect((await register(person, 'pass:register')).status).toBe(200);
      resultOf(await sendCode(person, 'Account'), sendVerificationResultSchema);
      expect(failureOf(await sendCode(person, 'ResetPassword'), 400)).toBe(
        MembershipMessage.BotCheckRequired,
      );
      resultOf(await sendCode(person, 'ResetPassword', 'pass:resetPassword'), sendVerificationResultSchema);
      // the second message to the address: the account code came first
      const code = await codeSentTo(db(), person.email, 1);
      expect(failureOf(await reset(person, code), 400)).toBe(MembershipMessage.BotCheckRequired);
      expect((await reset(person, code, 'pass:resetPassword')).body).toMatchObject({ Success: true });
    });

    test('when the provider cannot be asked the check fails closed with 503 and Retry-After', async () => {
      const person = await registered();
      // app.inject itself: the test client retries a 503 with Retry-After, as a well-behaved client would
      const refused = await app().inject({
        method: 'POST',
        url: `/membership/login/email?apiKey=${TEST_API_KEY}`,
        payload: { email: person.email, password: person.password },
        headers: withToken('provider-down'),
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ ErrorMessage: MembershipMessage.BotCheckUnavailable });
      expect(refused.headers['retry-after']).toBe('5');
    });
  },
  {
    env: {
      API_KEY: TEST_API_KEY,
      BOT_CHECK: 'turnstile',
      BOT_CHECK_SITE_KEY: SITE_KEY,
      BOT_CHECK_SECRET: SECRET,
      BOT_CHECK_VERIFY_URL: siteverify.url,
    },
  },
);
