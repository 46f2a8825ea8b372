import {
  accountDetailsSchema,
  AuthHeader,
  type CodeMethod,
  type CodeType,
  LOGIN_TOKEN_MINUTES,
  MembershipErrorCode,
  MembershipMessage,
  sendVerificationResultSchema,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, resultOf } from '../../testing/content-client.js';
import { removeExpired } from './housekeeping.js';
import { RatePolicies } from './rate-limit.js';
import {
  call,
  codeSentTo,
  manualClock,
  newPerson,
  register,
  sendCode as sendCodeFor,
  TEST_API_KEY,
  type Person,
} from '../../testing/membership-client.js';

const clock = manualClock();

describeWithServer(
  'membership verification and passwords',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    const sendCode = (person: Person, codeType: CodeType, method: CodeMethod = 'Email') =>
      sendCodeFor(app(), person, codeType, method);
    const verify = (person: Person, code: string, belongTo = person.email) =>
      call(app(), 'POST', '/membership/verification/verifyAccount', {
        body: { belongTo, code, Type: 'Account' },
        from: person.from,
      });
    const details = async (token: string) =>
      resultOf(
        await call(app(), 'GET', '/membership/account/detail', { headers: { token } }),
        accountDetailsSchema,
      );
    const login = (person: Person, password = person.password) =>
      call(app(), 'POST', '/membership/login/email', {
        body: { email: person.email, password },
        from: person.from,
      });

    test('a sent code is six uppercase characters, lands in the outbox and expires when it says', async () => {
      const person = newPerson();
      await register(app(), person);
      const answer = resultOf(await sendCode(person, 'Account'), sendVerificationResultSchema);
      expect(answer.Expires).toBe(Math.floor(clock.now().getTime() / 1000) + VERIFICATION_CODE_MINUTES * 60);
      expect(await codeSentTo(db(), person.email)).toMatch(/^[A-Z0-9]{6}$/);
    });

    test('a code asked for in Arabic is sent in Arabic', async () => {
      const person = newPerson();
      await register(app(), person);
      await call(app(), 'POST', '/membership/verification/send', {
        body: { codeType: 'Account', method: 'Sms', mobile: person.mobile, language: 'ar' },
        from: person.from,
      });
      const code = await codeSentTo(db(), person.mobile);
      const message = await db()
        .selectFrom('outbox_message')
        .selectAll()
        .where('recipient', '=', person.mobile)
        .executeTakeFirstOrThrow();
      expect(message).toMatchObject({ channel: 'sms', language: 'ar' });
      expect(message.body).toContain('رمز التحقق');
      expect(message.body).toContain(code);
    });

    test('the right code verifies the e-mail once; the same code again is refused', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      await sendCode(person, 'Account');
      const code = await codeSentTo(db(), person.email);
      expect((await verify(person, code.toLowerCase())).body).toMatchObject({ Success: true, Result: true });
      expect((await details(token)).User.EmailVerified).toBe(true);
      expect(failureOf(await verify(person, code), 400)).toBe(MembershipMessage.InvalidCode);
    });

    test('an SMS code verifies the mobile number', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      await sendCode(person, 'Account', 'Sms');
      const code = await codeSentTo(db(), person.mobile);
      expect((await verify(person, code, person.mobile)).body).toMatchObject({ Success: true });
      expect((await details(token)).User).toMatchObject({ MobileVerified: true, EmailVerified: false });
    });

    test('asking for an account code once verified answers 109303', async () => {
      const person = newPerson();
      await register(app(), person);
      await sendCode(person, 'Account');
      await verify(person, await codeSentTo(db(), person.email));
      const again = await sendCode(person, 'Account');
      expect(failureOf(again, 409)).toBe(MembershipMessage.AlreadyVerified);
      expect(again.body).toMatchObject({ ErrorCode: MembershipErrorCode.AlreadyVerified });
    });

    test('a code past its expiry is refused', async () => {
      const person = newPerson();
      await register(app(), person);
      await sendCode(person, 'Account');
      const code = await codeSentTo(db(), person.email);
      clock.advance(VERIFICATION_CODE_MINUTES * 60 + 1);
      expect(failureOf(await verify(person, code), 400)).toBe(MembershipMessage.CodeExpired);
    });

    test(`after ${VERIFICATION_MAX_ATTEMPTS} wrong codes even the right one is refused`, async () => {
      const person = newPerson();
      await register(app(), person);
      await sendCode(person, 'Account');
      const code = await codeSentTo(db(), person.email);
      const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
      for (let attempt = 0; attempt < VERIFICATION_MAX_ATTEMPTS; attempt++) {
        expect(failureOf(await verify(person, wrong), 400)).toBe(MembershipMessage.InvalidCode);
      }
      expect(failureOf(await verify(person, code), 429)).toBe(MembershipMessage.CodeLocked);
    });

    test('a code that is not six characters answers 400 with the spec message', async () => {
      expect(failureOf(await verify(newPerson(), 'ABC'), 400)).toBe(MembershipMessage.InvalidCode);
    });

    test('forgot password answers alike for an unknown account and sends it nothing', async () => {
      const stranger = newPerson();
      const answer = resultOf(await sendCode(stranger, 'ResetPassword'), sendVerificationResultSchema);
      expect(answer.Expires).toBeGreaterThan(0);
      const sent = await db().selectFrom('outbox_message').where('recipient', '=', stranger.email).execute();
      expect(sent).toEqual([]);
    });

    test('resetting the password with the code signs out every session and the new password works', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      await sendCode(person, 'ResetPassword');
      const code = await codeSentTo(db(), person.email);
      const Password = 'a new long password';
      const reset = await call(app(), 'POST', '/membership/changepassword/reset', {
        body: { Code: code, Password, ConfirmPassword: Password, BelongTo: person.email },
        from: person.from,
      });
      expect(reset.body).toMatchObject({ Success: true, Result: true });
      expect((await call(app(), 'GET', '/membership/account/detail', { headers: { token } })).status).toBe(
        401,
      );
      expect((await login(person)).status).toBe(401);
      resultOf(await login(person, Password), accountDetailsSchema);
    });

    test('reset with passwords that differ answers 400 "Passwords don\'t match"', async () => {
      const person = newPerson();
      const answer = await call(app(), 'POST', '/membership/changepassword/reset', {
        body: {
          Code: 'ABCDEF',
          Password: 'first password',
          ConfirmPassword: 'second password',
          BelongTo: person.email,
        },
      });
      expect(failureOf(answer, 400)).toBe(MembershipMessage.PasswordsDontMatch);
    });

    test('changing the password ends every session, hands this client a new one and needs the current password', async () => {
      const person = newPerson();
      const current = await register(app(), person);
      const other = String((await login(person)).headers[AuthHeader.Token]);
      const change = (currentPassword: string) =>
        call(app(), 'POST', '/membership/changepassword/change', {
          headers: { token: current },
          body: { currentPassword, password: 'another password', confirmPassword: 'another password' },
        });
      const wrong = await change('not my password');
      // its own message, not the login's "valid username and/or password": the user is signed in
      expect(failureOf(wrong, 403)).toBe(MembershipMessage.CurrentPasswordIncorrect);
      expect(wrong.body).toMatchObject({ ErrorCode: MembershipErrorCode.CurrentPasswordIncorrect });
      const changed = await change(person.password);
      expect(changed.body).toMatchObject({ Success: true });
      const renewed = String(changed.headers[AuthHeader.Token]);
      expect(renewed).not.toBe(current);
      expect((await details(renewed)).User.Email).toBe(person.email);
      for (const token of [current, other]) {
        expect((await call(app(), 'GET', '/membership/account/detail', { headers: { token } })).status).toBe(
          401,
        );
      }
      resultOf(await login(person, 'another password'), accountDetailsSchema);
    });

    test('changing the password with an empty field answers "Required"', async () => {
      const token = await register(app(), newPerson());
      const answer = await call(app(), 'POST', '/membership/changepassword/change', {
        headers: { token },
        body: { currentPassword: '', password: 'another password', confirmPassword: 'another password' },
      });
      expect(failureOf(answer, 400)).toBe(MembershipMessage.Required);
    });

    test('a sign-in token stops working after its 240 minutes', async () => {
      const token = await register(app(), newPerson());
      clock.advance(LOGIN_TOKEN_MINUTES * 60 + 1);
      expect((await call(app(), 'GET', '/membership/account/detail', { headers: { token } })).status).toBe(
        401,
      );
    });

    test(`more than ${RatePolicies.codePerRecipient.limit} codes in 10 minutes to one address answer 429 until the window passes`, async () => {
      const person = newPerson();
      await register(app(), person);
      for (let sent = 0; sent < RatePolicies.codePerRecipient.limit; sent++)
        expect((await sendCode(person, 'ResetPassword')).status).toBe(200);
      const refused = await sendCode(person, 'ResetPassword');
      expect(failureOf(refused, 429)).toBe(MembershipMessage.TooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
      clock.advance(600);
      expect((await sendCode(person, 'ResetPassword')).status).toBe(200);
    });

    test(`more than ${RatePolicies.loginPerIdentifier.limit} wrong logins in 15 minutes to one account answer 429, even with the right password`, async () => {
      const person = newPerson();
      await register(app(), person);
      for (let attempt = 0; attempt < RatePolicies.loginPerIdentifier.limit; attempt++)
        expect((await login(person, 'wrong password')).status).toBe(401);
      expect(failureOf(await login(person), 429)).toBe(MembershipMessage.TooManyRequests);
    });

    test('a right password at checkPassword gives its attempt back; wrong ones count against the e-mail', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      const check = (password: string) =>
        call(app(), 'POST', '/membership/account/checkPassword', { headers: { token }, body: { password } });
      for (let attempt = 0; attempt < RatePolicies.loginPerIdentifier.limit * 2; attempt++)
        expect((await check(person.password)).status).toBe(200);
      resultOf(await login(person), accountDetailsSchema);
      for (let attempt = 0; attempt < RatePolicies.loginPerIdentifier.limit; attempt++)
        expect((await check('not my password')).status).toBe(403);
      expect(failureOf(await login(person), 429)).toBe(MembershipMessage.TooManyRequests);
    });

    test('logins with the right password do not use up the account limit', async () => {
      const person = newPerson();
      await register(app(), person);
      for (let attempt = 0; attempt < RatePolicies.loginPerIdentifier.limit * 2; attempt++)
        resultOf(await login(person), accountDetailsSchema);
      expect((await login(person, 'wrong password')).status).toBe(401);
    });

    // last: it moves the clock past everything the other tests made
    test('tokens, codes and sessions are removed a day after they end; live ones stay', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      await sendCode(person, 'Account');
      const { SessionId: ended } = await details(token);
      clock.advance(LOGIN_TOKEN_MINUTES * 60 + 24 * 3600 + 1);
      const { SessionId: live } = await details(await register(app(), newPerson()));
      await removeExpired(db(), clock);
      const sessions = await db().selectFrom('member_session').select('id').execute();
      expect(sessions.map((session) => session.id)).toContain(live);
      expect(sessions.map((session) => session.id)).not.toContain(ended);
      const codes = await db()
        .selectFrom('verification_code')
        .where('belong_to', '=', person.email)
        .execute();
      expect(codes).toEqual([]);
    });
  },
  { env: { API_KEY: TEST_API_KEY }, clock },
);
