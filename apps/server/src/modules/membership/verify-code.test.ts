import {
  accountDetailsSchema,
  MembershipErrorCode,
  MembershipMessage,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, resultOf } from '../../testing/content-client.js';
import { RatePolicies } from './rate-limit.js';
import {
  call,
  codeSentTo,
  manualClock,
  newPerson,
  register,
  sendCode,
  TEST_API_KEY,
  type Person,
} from '../../testing/membership-client.js';

const clock = manualClock();

describeWithServer(
  'membership VerifyCode',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    const verifyCode = (person: Person, code: string, body: Record<string, unknown> = {}) =>
      call(app(), 'POST', '/membership/verification/VerifyCode', {
        body: { belongTo: person.email, code, ...body },
        from: person.from,
      });
    const reset = (person: Person, code: string) =>
      call(app(), 'POST', '/membership/changepassword/reset', {
        body: {
          Code: code,
          Password: 'a new password',
          ConfirmPassword: 'a new password',
          BelongTo: person.email,
        },
        from: person.from,
      });
    const resetCodeFor = async (person: Person) => {
      await register(app(), person);
      await sendCode(app(), person, 'ResetPassword');
      return codeSentTo(db(), person.email);
    };
    const wrongFor = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

    test('the right reset code answers true as often as asked and still resets the password once', async () => {
      const person = newPerson();
      const code = await resetCodeFor(person);
      expect((await verifyCode(person, code.toLowerCase())).body).toMatchObject({
        Success: true,
        Result: true,
      });
      expect((await verifyCode(person, code)).body).toMatchObject({ Success: true, Result: true });
      expect((await reset(person, code)).body).toMatchObject({ Success: true, Result: true });
      expect(failureOf(await verifyCode(person, code), 400)).toBe(MembershipMessage.InvalidCode);
    });

    test('with Type Account it checks the account code without verifying the address', async () => {
      const person = newPerson();
      const token = await register(app(), person);
      await sendCode(app(), person, 'Account');
      const code = await codeSentTo(db(), person.email);
      expect((await verifyCode(person, code, { Type: 'Account' })).body).toMatchObject({ Result: true });
      expect(failureOf(await verifyCode(person, code), 400)).toBe(MembershipMessage.InvalidCode);
      const details = resultOf(
        await call(app(), 'GET', '/membership/account/detail', { headers: { token } }),
        accountDetailsSchema,
      );
      expect(details.User.EmailVerified).toBe(false);
    });

    test(`wrong codes checked here and used at reset share one limit of ${VERIFICATION_MAX_ATTEMPTS}`, async () => {
      const person = newPerson();
      const code = await resetCodeFor(person);
      for (let attempt = 0; attempt < VERIFICATION_MAX_ATTEMPTS - 2; attempt++) {
        expect(failureOf(await verifyCode(person, wrongFor(code)), 400)).toBe(MembershipMessage.InvalidCode);
      }
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(failureOf(await reset(person, wrongFor(code)), 400)).toBe(MembershipMessage.InvalidCode);
      }
      const locked = await verifyCode(person, code);
      expect(failureOf(locked, 429)).toBe(MembershipMessage.CodeLocked);
      expect(locked.body).toMatchObject({ ErrorCode: MembershipErrorCode.CodeLocked });
      expect(failureOf(await reset(person, code), 429)).toBe(MembershipMessage.CodeLocked);
    });

    test('a code past its expiry is refused', async () => {
      const person = newPerson();
      const code = await resetCodeFor(person);
      clock.advance(VERIFICATION_CODE_MINUTES * 60 + 1);
      expect(failureOf(await verifyCode(person, code), 400)).toBe(MembershipMessage.CodeExpired);
    });

    test('an address that was never sent a code answers like a wrong code', async () => {
      expect(failureOf(await verifyCode(newPerson(), 'ABCDEF'), 400)).toBe(MembershipMessage.InvalidCode);
    });

    test('bad input answers 400 with the spec message, never 500', async () => {
      const person = newPerson();
      expect(failureOf(await verifyCode(person, 'ABC'), 400)).toBe(MembershipMessage.InvalidCode);
      expect(failureOf(await verifyCode(person, 'ABCDEF', { belongTo: 'not an address' }), 400)).toBe(
        MembershipMessage.InvalidEmailOrMobile,
      );
      expect((await verifyCode(person, 'ABCDEF', { Type: 'Everything' })).status).toBe(400);
      expect((await verifyCode(person, "'; drop table verification_code; --")).status).toBe(400);
      const noKey = await call(app(), 'POST', '/membership/verification/VerifyCode', {
        body: { belongTo: person.email, code: 'ABCDEF' },
        apiKey: null,
      });
      expect(failureOf(noKey, 401)).toBe(MembershipMessage.ApiKeyRequired);
    });

    test('code checks from one address beyond the verification limit answer 429', async () => {
      const from = newPerson().from;
      const { limit } = RatePolicies.verifyPerAddress;
      for (let attempt = 0; attempt < limit; attempt++) {
        expect((await verifyCode({ ...newPerson(), from }, 'ABCDEF')).status).toBe(400);
      }
      const refused = await verifyCode({ ...newPerson(), from }, 'ABCDEF');
      expect(failureOf(refused, 429)).toBe(MembershipMessage.TooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { env: { API_KEY: TEST_API_KEY }, clock },
);
