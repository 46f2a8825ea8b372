import {
  accountDetailsSchema,
  AuthCookie,
  AuthHeader,
  botCheckSettingsSchema,
  MembershipErrorCode,
  MembershipMessage,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, resultOf } from '../../testing/content-client.js';
import { call, newPerson, register, registration, TEST_API_KEY } from '../../testing/membership-client.js';

const cookieNamed = (cookies: string[], name: string) =>
  cookies.find((cookie) => cookie.startsWith(`${name}=`));

describeWithServer(
  'membership accounts',
  (server) => {
    const app = () => server().app;

    test('registering signs the new user in and the token opens their account details', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      const details = resultOf(
        await call(app(), 'GET', '/membership/account/detail', { headers: { token } }),
        accountDetailsSchema,
      );
      expect(details.User).toMatchObject({
        Email: person.email,
        Mobile: { Number: person.mobile },
        Name: person.name,
        Surname: person.surname,
        EmailVerified: false,
        MobileVerified: false,
        TrialUsedAt: null,
      });
      expect(details.Products).toEqual([]);
      expect(details.SessionId.length).toBeGreaterThan(0);
      expect(JSON.stringify(details)).not.toContain('argon2');
    });

    test("passwords are stored as argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1) or stronger", async () => {
      const person = newPerson();
      await register(app(), person);
      const { password_hash: stored } = await server()
        .storage.db.selectFrom('member_user')
        .select('password_hash')
        .where('email', '=', person.email)
        .executeTakeFirstOrThrow();
      const [, memory, passes, lanes] = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored) ?? [];
      expect(Number(memory)).toBeGreaterThanOrEqual(19456);
      expect(Number(passes)).toBeGreaterThanOrEqual(2);
      expect(Number(lanes)).toBeGreaterThanOrEqual(1);
      expect(stored).not.toContain(person.password);
    });

    test('login by e-mail and by mobile answer the account with token and remember headers', async () => {
      const person = newPerson();
      await register(app(), person);
      for (const [path, login] of [
        ['/membership/login/email', { email: person.email.toUpperCase() }],
        ['/membership/login/mobile', { mobile: person.mobile.replace('+', '00') }],
      ] as const) {
        const answer = await call(app(), 'POST', path, {
          body: { ...login, password: person.password, deviceId: 'tv-1', rememberMe: true },
          from: person.from,
        });
        const details = resultOf(answer, accountDetailsSchema);
        expect(details.User.Email).toBe(person.email);
        expect(details.DeviceId).toBe('tv-1');
        expect(answer.headers[AuthHeader.Token]).toBeTypeOf('string');
        expect(answer.headers[AuthHeader.Remember]).toBeTypeOf('string');
      }
    });

    test('sign-in cookies are HttpOnly, SameSite=Lax, Path=/ with the spec lifetimes, Secure only over HTTPS', async () => {
      const person = newPerson();
      await register(app(), person);
      const login = { email: person.email, password: person.password, rememberMe: true };
      const plain = await call(app(), 'POST', '/membership/login/email', { body: login, from: person.from });
      const token = cookieNamed(plain.cookies, AuthCookie.Token);
      expect(token).toMatch(/; Max-Age=14400; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(cookieNamed(plain.cookies, AuthCookie.RememberToken)).toContain('HttpOnly');
      expect(cookieNamed(plain.cookies, AuthCookie.SessionId)).toContain('HttpOnly');
      const secure = await call(app(), 'POST', '/membership/login/email', {
        body: login,
        from: person.from,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(cookieNamed(secure.cookies, AuthCookie.Token)).toContain('; Secure');
    });

    test('the auth token cookie alone opens the account details, as a browser sends it', async () => {
      const token = await register(app(), newPerson());
      const answer = await call(app(), 'GET', '/membership/account/detail', {
        headers: { cookie: `${AuthCookie.Token}=${token}` },
      });
      expect(answer.headers[AuthHeader.Token]).toBe(token);
      resultOf(answer, accountDetailsSchema);
    });

    test('a cookie that is not valid percent-encoding is no token (401) and spoils no other cookie, never a 500', async () => {
      for (const malformed of ['%E0%A4%A', '%', '%zz']) {
        const answer = await call(app(), 'GET', '/membership/account/detail', {
          headers: { cookie: `${AuthCookie.Token}=${malformed}` },
        });
        expect(failureOf(answer, 401), malformed).toBe(MembershipMessage.SignInRequired);
      }
      const token = await register(app(), newPerson());
      const beside = await call(app(), 'GET', '/membership/account/detail', {
        headers: { cookie: `theme=%E0%A4%A; ${AuthCookie.Token}=${token}; ${AuthCookie.SessionId}=%` },
      });
      resultOf(beside, accountDetailsSchema);
    });

    test('a wrong password and an unknown e-mail both answer 102503 with the spec message', async () => {
      const person = newPerson();
      await register(app(), person);
      for (const email of [person.email, `nobody.${person.email}`]) {
        const answer = await call(app(), 'POST', '/membership/login/email', {
          body: { email, password: 'not the password' },
          from: person.from,
        });
        expect(failureOf(answer, 401)).toBe(MembershipMessage.InvalidCredentials);
        expect(answer.body).toMatchObject({ ErrorCode: MembershipErrorCode.InvalidCredentials });
      }
    });

    test('an unknown or missing token answers 401 on account details and check access', async () => {
      for (const [method, path] of [
        ['GET', '/membership/account/detail'],
        ['POST', '/membership/account/checkAccess'],
      ] as const) {
        expect(failureOf(await call(app(), method, path, { headers: { token: 'forged' } }), 401)).toBe(
          MembershipMessage.SignInRequired,
        );
        expect(failureOf(await call(app(), method, path), 401)).toBe(MembershipMessage.SignInRequired);
      }
    });

    test('check access answers true for a live session', async () => {
      const token = await register(app(), newPerson());
      const answer = await call(app(), 'POST', '/membership/account/checkAccess', { headers: { token } });
      expect(answer.body).toMatchObject({ Success: true, Result: true });
    });

    test('remember-me signs in again and rotates the remember token; a used one ends the session', async () => {
      const person = newPerson();
      await register(app(), person);
      const login = await call(app(), 'POST', '/membership/login/email', {
        body: { email: person.email, password: person.password, rememberMe: true },
        from: person.from,
      });
      const remember = String(login.headers[AuthHeader.Remember]);
      const again = await call(app(), 'GET', '/membership/login/rememberme', { headers: { remember } });
      const details = resultOf(again, accountDetailsSchema);
      const rotated = String(again.headers[AuthHeader.Remember]);
      expect(rotated).not.toBe(remember);

      expect(
        failureOf(await call(app(), 'GET', '/membership/login/rememberme', { headers: { remember } }), 401),
      ).toBe(MembershipMessage.SignInRequired);
      // the replay revoked the session, so the rotated token and its auth token are dead too
      const replayed = await call(app(), 'GET', '/membership/login/rememberme', {
        headers: { remember: rotated },
      });
      expect(replayed.status).toBe(401);
      const token = String(again.headers[AuthHeader.Token]);
      expect((await call(app(), 'GET', '/membership/account/detail', { headers: { token } })).status).toBe(
        401,
      );
      expect(details.SessionId).toBe(resultOf(login, accountDetailsSchema).SessionId);
    });

    test('logout revokes the session and clears the auth cookies', async () => {
      const token = await register(app(), newPerson());
      const answer = await call(app(), 'POST', '/membership/logout', { headers: { token } });
      expect(answer.body).toMatchObject({ Success: true });
      expect(cookieNamed(answer.cookies, AuthCookie.Token)).toContain('Max-Age=0');
      expect((await call(app(), 'GET', '/membership/account/detail', { headers: { token } })).status).toBe(
        401,
      );
    });

    test('mobile exists answers whether a number is registered', async () => {
      const person = newPerson();
      await register(app(), person);
      const exists = (mobile: string) =>
        call(app(), 'GET', '/membership/register/exists', { query: { mobile } });
      expect((await exists(person.mobile)).body).toMatchObject({ Success: true, Result: true });
      expect((await exists('+31600000001')).body).toMatchObject({ Success: true, Result: false });
    });

    test('registering a used mobile or e-mail answers 409 with the spec message', async () => {
      const person = newPerson();
      await register(app(), person);
      const other = newPerson();
      const sameMobile = await call(app(), 'POST', '/membership/register/withLogin', {
        body: registration({ ...other, mobile: person.mobile }),
      });
      expect(failureOf(sameMobile, 409)).toBe(MembershipMessage.MobileNotAvailable);
      const sameEmail = await call(app(), 'POST', '/membership/register/withLogin', {
        body: registration({ ...other, email: person.email.toUpperCase() }),
      });
      expect(failureOf(sameEmail, 409)).toBe(MembershipMessage.EmailNotAvailable);
    });

    test.each([
      ['email', { email: 'not-an-address' }, MembershipMessage.InvalidEmail],
      ['mobile', { mobile: '12ab' }, MembershipMessage.InvalidNumber],
      ['password', { password: 'short' }, MembershipMessage.NewPasswordTooShort],
      ['terms', { termsAndConditions: false }, MembershipMessage.TermsNotAgreed],
    ])('registration with a bad %s answers 400 with the spec message', async (_field, change, message) => {
      const answer = await call(app(), 'POST', '/membership/register/withLogin', {
        body: { ...registration(newPerson()), ...change },
      });
      expect(failureOf(answer, 400)).toBe(message);
    });

    test('login with a short password answers 400 with the spec message', async () => {
      const answer = await call(app(), 'POST', '/membership/login/email', {
        body: { email: 'someone@example.com', password: '123' },
      });
      expect(failureOf(answer, 400)).toBe(MembershipMessage.PasswordTooShort);
    });

    test('the bot check is off unless configured: no provider, no site key', async () => {
      const settings = resultOf(await call(app(), 'GET', '/membership/bot-check'), botCheckSettingsSchema);
      expect(settings).toEqual({ provider: 'off', siteKey: null });
    });

    test('a call without the API key answers 401 and with a wrong one 403', async () => {
      const missing = await call(app(), 'GET', '/membership/register/exists', {
        query: { mobile: '+31600000001' },
        apiKey: null,
      });
      expect(failureOf(missing, 401)).toBe(MembershipMessage.ApiKeyRequired);
      const wrong = await call(app(), 'GET', '/membership/register/exists', {
        query: { mobile: '+31600000001' },
        apiKey: `${TEST_API_KEY}-not`,
      });
      expect(failureOf(wrong, 403)).toBe(MembershipMessage.ApiKeyInvalid);
    });

    test('a visitor gets an anonymous login token pair, kept by the id they send back', async () => {
      const first = await call(app(), 'GET', '/service/profile');
      expect(first.body).toMatchObject({ Success: true, Result: { success: true } });
      const id = String(first.headers[AuthHeader.LoginTokenId]);
      expect(first.headers[AuthHeader.LoginToken]).toBeTypeOf('string');
      expect(cookieNamed(first.cookies, AuthCookie.AnonymousToken)).toContain('Max-Age=14400');
      expect(cookieNamed(first.cookies, AuthCookie.AnonymousId)).toContain(`Max-Age=${1000 * 24 * 3600}`);
      const again = await call(app(), 'GET', '/service/profile', { query: { id } });
      expect(again.headers[AuthHeader.LoginTokenId]).toBe(id);
      expect(again.headers[AuthHeader.LoginToken]).not.toBe(first.headers[AuthHeader.LoginToken]);
    });

    test('a signed-in user gets a login token bound to their account, kept in the crm login token cookie', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      const answer = await call(app(), 'GET', '/service/profile', { headers: { token } });
      expect(answer.body).toMatchObject({ Success: true, Result: { success: true } });
      expect(cookieNamed(answer.cookies, AuthCookie.CrmLoginToken)).toBe(
        `${AuthCookie.CrmLoginToken}=${String(answer.headers[AuthHeader.LoginToken])}; Max-Age=14400; Path=/; HttpOnly; SameSite=Lax`,
      );
      const details = resultOf(
        await call(app(), 'GET', '/membership/account/detail', { headers: { token } }),
        accountDetailsSchema,
      );
      expect(answer.headers[AuthHeader.LoginTokenId]).toBe(String(details.User.Id));
    });
  },
  { env: { API_KEY: TEST_API_KEY, TRUST_PROXY: '10.0.0.0/8' } },
);
