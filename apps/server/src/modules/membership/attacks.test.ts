import { accountDetailsSchema, AuthHeader, MembershipMessage } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, inject, resultOf } from '../../testing/content-client.js';
import {
  call,
  codeSentTo,
  manualClock,
  messagesSentTo,
  newPerson,
  register,
  registration,
  sendCode,
  TEST_API_KEY,
  type MembershipAnswer,
  type Person,
} from '../../testing/membership-client.js';

const clock = manualClock();

const HOSTILE: unknown[] = [
  "' OR '1'='1' --",
  "'; drop table member_user; --",
  "x@example.com'); delete from auth_token; --",
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '\u0000\u202e\ud83d',
  'a'.repeat(10_000),
  null,
  -1,
  1e308,
  true,
  [],
  { $ne: null },
];

interface MembershipCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** The call needs the attacker's sign-in token. */
  signedIn?: boolean;
}

/** Every call of the account service, each with a body that would pass for the attacker's own account (login by e-mail with the right password, so hostile text reaches the session it starts). */
const callsOf = (attacker: Person): MembershipCall[] => [
  { method: 'POST', path: '/membership/register/withLogin', body: registration(newPerson()) },
  {
    method: 'POST',
    path: '/membership/login/email',
    body: { email: attacker.email, password: attacker.password, deviceId: 'tv', rememberMe: true },
  },
  {
    method: 'POST',
    path: '/membership/login/mobile',
    body: { mobile: attacker.mobile, password: 'a wrong password', deviceId: 'tv', rememberMe: false },
  },
  { method: 'GET', path: '/membership/register/exists', query: { mobile: attacker.mobile } },
  {
    method: 'POST',
    path: '/membership/verification/send',
    body: {
      codeType: 'Account',
      method: 'Email',
      email: attacker.email,
      mobile: attacker.mobile,
      language: 'en',
      userId: 1,
    },
  },
  {
    method: 'POST',
    path: '/membership/verification/VerifyCode',
    body: { belongTo: attacker.email, code: 'ABCDEF', Type: 'Account' },
  },
  {
    method: 'POST',
    path: '/membership/verification/verifyAccount',
    body: { belongTo: attacker.email, code: 'ABCDEF', expire: 0, Type: 'Account' },
  },
  {
    method: 'POST',
    path: '/membership/changepassword/reset',
    body: {
      Code: 'ABCDEF',
      Password: 'a new password',
      ConfirmPassword: 'a new password',
      Expire: 0,
      BelongTo: attacker.email,
    },
  },
  {
    method: 'POST',
    path: '/membership/changepassword/change',
    body: {
      userId: 1,
      currentPassword: 'a wrong password',
      password: 'another password',
      confirmPassword: 'another password',
    },
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/membership/account/devices/signout',
    body: { Id: 'no-such-device' },
    signedIn: true,
  },
  { method: 'GET', path: '/service/profile', query: { id: 'visitor' } },
];

/** A failure that says what went wrong and nothing more: no stack, no hash, no SQL, no other person. */
function expectCleanFailure(answer: MembershipAnswer, victim: Person, what: string) {
  expect(answer.status, what).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.body, what).toMatchObject({ Success: false, Result: null });
  const { ErrorMessage: message } = answer.body as { ErrorMessage: unknown };
  expect(typeof message === 'string' && message.length > 0 && message.length < 300, what).toBe(true);
  expectNothingLeaked(answer, victim, what);
}

function expectNothingLeaked(answer: MembershipAnswer, victim: Person, what: string) {
  const text = JSON.stringify(answer.body).toLowerCase();
  for (const secret of [
    'argon2',
    'password_hash',
    'stack',
    'select ',
    'syntax error',
    victim.email,
    victim.mobile,
  ]) {
    expect(text, `${what} leaks ${secret}`).not.toContain(secret.toLowerCase());
  }
  // a stack frame: "at name (file.ts:12:3)"
  expect(text, `${what} leaks a stack frame`).not.toMatch(/\.[jt]s:\d+/);
}

describeWithServer(
  'membership under attack',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    const login = (person: Person, password = person.password) =>
      call(app(), 'POST', '/membership/login/email', {
        body: { email: person.email, password },
        from: newPerson().from,
      });

    /** The victim's row as it is now, to prove an attack changed nothing. */
    const victimRow = (victim: Person) =>
      db().selectFrom('member_user').selectAll().where('email', '=', victim.email).executeTakeFirstOrThrow();

    async function expectVictimUntouched(victim: Person, before: Awaited<ReturnType<typeof victimRow>>) {
      expect(await victimRow(victim)).toEqual(before);
      resultOf(await login(victim), accountDetailsSchema);
    }

    /** Two signed-up people; the victim's row as it was before the attacker's calls. */
    const victimAndAttacker = async () => {
      const victim = newPerson();
      await register(app(), victim);
      const attacker = newPerson();
      const token = await register(app(), attacker);
      return { victim, attacker, token, before: await victimRow(victim) };
    };

    const send = (membershipCall: MembershipCall, body: unknown, token?: string) =>
      call(app(), membershipCall.method, membershipCall.path, {
        ...(membershipCall.method === 'POST' ? { body } : {}),
        ...(membershipCall.query ? { query: membershipCall.query } : {}),
        headers: token ? { token } : {},
        from: newPerson().from,
      });

    test('SQL and script text in every field of every call: a clear 4xx or the normal answer, nothing leaked, nothing changed', async () => {
      const { victim, attacker, token, before } = await victimAndAttacker();
      let tried = 0;
      for (const membershipCall of callsOf(attacker)) {
        const fields = Object.keys(membershipCall.body ?? membershipCall.query ?? {});
        for (const field of fields) {
          for (const value of HOSTILE) {
            const what = `${membershipCall.path} ${field}=${JSON.stringify(value).slice(0, 40)}`;
            const answer = membershipCall.body
              ? await send(
                  membershipCall,
                  { ...membershipCall.body, [field]: value },
                  membershipCall.signedIn ? token : undefined,
                )
              : await call(app(), membershipCall.method, membershipCall.path, {
                  query: { ...membershipCall.query, [field]: String(value) },
                  from: newPerson().from,
                });
            tried += 1;
            if (answer.status < 400) {
              // legitimately just text (a name, a device id, a visitor id): the normal answer
              expect(answer.status, what).toBe(200);
              expect(answer.body, what).toMatchObject({ Success: true });
              expectNothingLeaked(answer, victim, what);
            } else expectCleanFailure(answer, victim, what);
          }
        }
      }
      expect(tried).toBeGreaterThan(500);
      await expectVictimUntouched(victim, before);
      const tables = await db()
        .selectFrom('member_user')
        .select((eb) => eb.fn.countAll().as('users'))
        .executeTakeFirstOrThrow();
      expect(Number(tables.users)).toBeGreaterThan(1);
    }, 300_000);

    test('malformed, wrongly typed and oversized bodies answer a clear 4xx on every call that takes one', async () => {
      const { victim, attacker, token, before } = await victimAndAttacker();
      const bodies: [string, string, string][] = [
        ['broken JSON', '{"email": "x@example.com", ', 'application/json'],
        ['empty body', '', 'application/json'],
        ['JSON null', 'null', 'application/json'],
        ['an array', '[1,2,3]', 'application/json'],
        ['a string', '"hello"', 'application/json'],
        ['a form', 'email=x%40example.com&password=secret123', 'application/x-www-form-urlencoded'],
        ['plain text', 'hello', 'text/plain'],
        [
          '2 MB of JSON',
          JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(2_000_000) }),
          'application/json',
        ],
        ['deep nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, 'application/json'],
      ];
      for (const membershipCall of callsOf(attacker).filter((each) => each.method === 'POST')) {
        for (const [name, payload, contentType] of bodies) {
          const response = await inject(app(), {
            method: 'POST',
            url: `${membershipCall.path}?apiKey=${TEST_API_KEY}`,
            headers: { 'content-type': contentType, token },
            payload,
            remoteAddress: newPerson().from,
          });
          const answer = {
            status: response.statusCode,
            body: response.json(),
            headers: response.headers,
            cookies: [],
          };
          expectCleanFailure(answer, victim, `${membershipCall.path} with ${name}`);
        }
      }
      await expectVictimUntouched(victim, before);
    }, 120_000);

    test("another user's id in change password and send verification is ignored: the token and the address decide", async () => {
      const victim = newPerson();
      const victimToken = await register(app(), victim);
      const victimId = resultOf(
        await call(app(), 'GET', '/membership/account/detail', { headers: { token: victimToken } }),
        accountDetailsSchema,
      ).User.Id;
      const attacker = newPerson();
      const token = await register(app(), attacker);
      const before = await victimRow(victim);

      const changed = await call(app(), 'POST', '/membership/changepassword/change', {
        headers: { token },
        body: {
          userId: victimId,
          currentPassword: attacker.password,
          password: 'attacker new pass',
          confirmPassword: 'attacker new pass',
        },
      });
      expect(changed.body).toMatchObject({ Success: true, Result: true });
      resultOf(await login(attacker, 'attacker new pass'), accountDetailsSchema);

      const sent = await call(app(), 'POST', '/membership/verification/send', {
        body: { codeType: 'Account', method: 'Email', email: attacker.email, userId: victimId },
        from: attacker.from,
      });
      expect(sent.status).toBe(200);
      await codeSentTo(db(), attacker.email);
      expect(await messagesSentTo(db(), victim.email)).toBe(0);
      expectNothingLeaked(sent, victim, 'send with the victim id');

      // the login token of the user-list service for the victim's id is an anonymous one, no way in
      const profile = await call(app(), 'GET', '/service/profile', { query: { id: String(victimId) } });
      const loginToken = String(profile.headers[AuthHeader.LoginToken]);
      expect(
        (await call(app(), 'GET', '/membership/account/detail', { headers: { token: loginToken } })).status,
      ).toBe(401);
      expectNothingLeaked(profile, victim, 'profile with the victim id');
      await expectVictimUntouched(victim, before);
    });

    test("a code sent to one address opens nothing for another: the attacker's own code against the victim's address", async () => {
      const { victim, attacker, before } = await victimAndAttacker();
      await sendCode(app(), attacker, 'ResetPassword');
      const code = await codeSentTo(db(), attacker.email);
      const reset = await call(app(), 'POST', '/membership/changepassword/reset', {
        body: {
          Code: code,
          Password: 'hijacked password',
          ConfirmPassword: 'hijacked password',
          BelongTo: victim.email,
        },
        from: attacker.from,
      });
      expect(failureOf(reset, 400)).toBe(MembershipMessage.InvalidCode);
      const verify = await call(app(), 'POST', '/membership/verification/verifyAccount', {
        body: { belongTo: victim.email, code, Type: 'Account' },
        from: attacker.from,
      });
      expect(failureOf(verify, 400)).toBe(MembershipMessage.InvalidCode);
      await expectVictimUntouched(victim, before);
    });

    test('wrong, expired and replayed codes are refused and change nothing', async () => {
      const person = newPerson();
      await register(app(), person);
      const reset = (code: string, password: string) =>
        call(app(), 'POST', '/membership/changepassword/reset', {
          body: { Code: code, Password: password, ConfirmPassword: password, BelongTo: person.email },
          from: person.from,
        });
      await sendCode(app(), person, 'ResetPassword');
      const code = await codeSentTo(db(), person.email);
      expect(failureOf(await reset(code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA', 'wrong code pass'), 400)).toBe(
        MembershipMessage.InvalidCode,
      );
      expect((await reset(code, 'first new password')).status).toBe(200);
      expect(failureOf(await reset(code, 'replayed password'), 400)).toBe(MembershipMessage.InvalidCode);
      resultOf(await login(person, 'first new password'), accountDetailsSchema);

      await sendCode(app(), person, 'ResetPassword');
      const late = await codeSentTo(db(), person.email, 1);
      clock.advance(15 * 60 + 1);
      expect(failureOf(await reset(late, 'expired code pass'), 400)).toBe(MembershipMessage.CodeExpired);
      resultOf(await login(person, 'first new password'), accountDetailsSchema);
    });
  },
  { env: { API_KEY: TEST_API_KEY }, clock },
);
