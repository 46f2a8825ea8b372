import { accountDetailsSchema, AuthCookie, AuthHeader } from '@sahra/contracts';
import { expect, test } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp, describeOnEachDatabase, type TestAppOptions } from '../../testing/test-app.js';
import { resultOf } from '../../testing/content-client.js';
import {
  call,
  codeSentTo,
  newPerson,
  register,
  sendCode,
  TEST_API_KEY,
  type Person,
} from '../../testing/membership-client.js';

const OPTIONS: TestAppOptions = { env: { API_KEY: TEST_API_KEY } };

interface Tokens {
  token: string;
  remember?: string;
}

const login = async (app: App, person: Person, headers: Record<string, string> = {}) => {
  const answer = await call(app, 'POST', '/membership/login/email', {
    body: { email: person.email, password: person.password, rememberMe: true },
    from: person.from,
    headers,
  });
  resultOf(answer, accountDetailsSchema);
  return {
    token: String(answer.headers[AuthHeader.Token]),
    remember: String(answer.headers[AuthHeader.Remember]),
  };
};

const detailsStatus = async (app: App, token: string) =>
  (await call(app, 'GET', '/membership/account/detail', { headers: { token } })).status;
const cookieStatus = async (app: App, token: string) =>
  (
    await call(app, 'GET', '/membership/account/detail', {
      headers: { cookie: `${AuthCookie.Token}=${token}` },
    })
  ).status;
const rememberStatus = async (app: App, remember: string) =>
  (await call(app, 'GET', '/membership/login/rememberme', { headers: { remember } })).status;

/** Every old token, by header and by cookie, and every old remember token answers 401. */
async function expectAllDead(app: App, sessions: Tokens[]) {
  for (const { token, remember } of sessions) {
    expect(await detailsStatus(app, token)).toBe(401);
    expect(await cookieStatus(app, token)).toBe(401);
    if (remember) expect(await rememberStatus(app, remember)).toBe(401);
  }
}

describeOnEachDatabase(
  'membership session security',
  (server, kind) => {
    const app = () => server().app;

    test('login rotates the token: a planted, an anonymous or an earlier token is not the one after and never gets in', async () => {
      const person = newPerson();
      await register(app(), person);
      const anonymous = String((await call(app(), 'GET', '/service/profile')).headers[AuthHeader.LoginToken]);
      const earlier = await login(app(), person);
      for (const presented of ['planted-by-an-attacker', anonymous, earlier.token]) {
        const after = await login(app(), person, { cookie: `${AuthCookie.Token}=${presented}` });
        expect(after.token).not.toBe(presented);
        expect(await detailsStatus(app(), presented)).toBe(401);
        expect(await detailsStatus(app(), after.token)).toBe(200);
      }
      // the earlier session ended when the browser holding it signed in again: its remember token too
      expect(await rememberStatus(app(), earlier.remember)).toBe(401);
    });

    test('after logout every token of the session answers 401, whether replayed as header or stolen cookie', async () => {
      const person = newPerson();
      await register(app(), person);
      const session = await login(app(), person);
      const loggedOut = await call(app(), 'POST', '/membership/logout', {
        headers: { cookie: `${AuthCookie.Token}=${session.token}` },
      });
      expect(loggedOut.body).toMatchObject({ Success: true, Result: true });
      await expectAllDead(app(), [session]);
      // a second logout with the stolen cookie changes nothing and says so
      expect(
        (await call(app(), 'POST', '/membership/logout', { headers: { token: session.token } })).status,
      ).toBe(401);
    });

    test('after a password change every earlier token and remember token answers 401; only the new one works', async () => {
      const person = newPerson();
      const first: Tokens = { token: await register(app(), person) };
      const second = await login(app(), person);
      const changed = await call(app(), 'POST', '/membership/changepassword/change', {
        headers: { token: second.token },
        body: {
          currentPassword: person.password,
          password: 'a changed password',
          confirmPassword: 'a changed password',
        },
      });
      expect(changed.status).toBe(200);
      await expectAllDead(app(), [first, second]);
      const renewed = String(changed.headers[AuthHeader.Token]);
      const renewedRemember = String(changed.headers[AuthHeader.Remember]);
      expect(await detailsStatus(app(), renewed)).toBe(200);
      expect(await rememberStatus(app(), renewedRemember)).toBe(200);
    });

    test('after a password reset every earlier token and remember token answers 401', async () => {
      const person = newPerson();
      await register(app(), person);
      const sessions = [await login(app(), person), await login(app(), person)];
      await sendCode(app(), person, 'ResetPassword');
      const code = await codeSentTo(server().storage.db, person.email);
      const reset = await call(app(), 'POST', '/membership/changepassword/reset', {
        body: {
          Code: code,
          Password: 'a reset password',
          ConfirmPassword: 'a reset password',
          BelongTo: person.email,
        },
        from: person.from,
      });
      expect(reset.status).toBe(200);
      await expectAllDead(app(), sessions);
    });

    test('a session survives a server restart: token and remember token work on the new instance', async () => {
      const first = await createTestApp(kind, OPTIONS);
      let restarted: Awaited<ReturnType<typeof first.another>> | undefined;
      try {
        const person = newPerson();
        await register(first.app, person);
        const session = await login(first.app, person);
        await first.stop();
        restarted = await first.another();
        expect(await detailsStatus(restarted.app, session.token)).toBe(200);
        expect(await rememberStatus(restarted.app, session.remember)).toBe(200);
      } finally {
        await restarted?.close();
        await first.close();
      }
    });

    if (kind === 'postgres') {
      test('a session works across two instances on one database, and a logout on one ends it on the other (two instances: PostgreSQL only)', async () => {
        const second = await server().another();
        try {
          const person = newPerson();
          await register(app(), person);
          const session = await login(app(), person);
          expect(await detailsStatus(second.app, session.token)).toBe(200);
          const renewed = await call(second.app, 'GET', '/membership/login/rememberme', {
            headers: { remember: session.remember },
          });
          const token = String(renewed.headers[AuthHeader.Token]);
          expect(await detailsStatus(app(), token)).toBe(200);
          expect((await call(second.app, 'POST', '/membership/logout', { headers: { token } })).status).toBe(
            200,
          );
          expect(await detailsStatus(app(), token)).toBe(401);
          expect(await detailsStatus(app(), session.token)).toBe(401);
        } finally {
          await second.close();
        }
      });
    }
  },
  OPTIONS,
);
