import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import {
  call,
  newPerson,
  register,
  SIGN_IN_REQUIRED,
  TEST_API_KEY,
} from '../../testing/membership-client.js';
import { routeNames, routeTable } from '../../testing/route-hooks.js';
import { requireSignIn } from './signed-in.js';

const NEW_PASSWORD = 'another password';
/** Every account call that acts for a signed-in session (the requireSignIn scope of routes.ts), with an input that passes its checks. */
const MEMBER_CALLS = [
  { method: 'POST', path: '/membership/logout' },
  { method: 'GET', path: '/membership/account/detail' },
  { method: 'POST', path: '/membership/account/checkAccess' },
  { method: 'POST', path: '/membership/account/checkPassword', body: { password: 'correct horse' } },
  {
    method: 'POST',
    path: '/membership/changepassword/change',
    body: { currentPassword: 'correct horse', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  },
  { method: 'GET', path: '/membership/account/devices' },
  { method: 'POST', path: '/membership/account/devices/signout', body: { Id: 'some-device' } },
  { method: 'POST', path: '/membership/account/devices/signout-others' },
] as const;

/** Every other membership call: open to visitors (`/service/profile` recognises a signed-in caller too). */
const PUBLIC_CALLS = [
  'GET /membership/bot-check',
  'GET /membership/login/rememberme',
  'GET /membership/register/exists',
  'GET /service/profile',
  'POST /membership/changepassword/reset',
  'POST /membership/login/email',
  'POST /membership/login/mobile',
  'POST /membership/register/withLogin',
  'POST /membership/verification/VerifyCode',
  'POST /membership/verification/send',
  'POST /membership/verification/verifyAccount',
];
const MEMBERSHIP_ROUTES = ['/membership/', '/service/'];
const routes = routeTable();

describeWithServer(
  'account calls that act for a signed-in session',
  (server) => {
    const app = () => server().app;

    test('the calls listed are the routes of the requireSignIn scope, every other one is public', () => {
      expect(routes.split(MEMBERSHIP_ROUTES, requireSignIn)).toEqual({
        carrying: routeNames(MEMBER_CALLS),
        without: [...PUBLIC_CALLS].sort(),
      });
    });

    test.each(MEMBER_CALLS)(
      '$method $path without a session is refused: 401 SignInRequired',
      async (member) => {
        const answer = await call(
          app(),
          member.method,
          member.path,
          'body' in member ? { body: member.body } : {},
        );
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject(SIGN_IN_REQUIRED);
      },
    );

    test('every one of them refuses the token of a session that ended (logged out)', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      expect(
        (await call(app(), 'POST', '/membership/logout', { headers: { token }, from: person.from })).status,
      ).toBe(200);
      for (const member of MEMBER_CALLS) {
        const answer = await call(app(), member.method, member.path, {
          headers: { token },
          from: person.from,
          ...('body' in member ? { body: member.body } : {}),
        });
        expect(answer.status, member.path).toBe(401);
        expect(answer.body, member.path).toMatchObject(SIGN_IN_REQUIRED);
      }
    });
  },
  { env: { API_KEY: TEST_API_KEY }, onRoute: routes.onRoute },
);
