import { accountDetailsSchema, MembershipMessage, VERIFICATION_MAX_ATTEMPTS } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeOnEachDatabase } from '../../testing/test-app.js';
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
  type MembershipAnswer,
  type Person,
} from '../../testing/membership-client.js';

const clock = manualClock();

const statusesOf = (answers: MembershipAnswer[]) => answers.map((answer) => answer.status).sort();
const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describeOnEachDatabase(
  'membership codes under concurrent use',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    // each submission from its own address, so the per-address limit stays out of the way
    const verifyAccount = (person: Person, code: string) =>
      call(app(), 'POST', '/membership/verification/verifyAccount', {
        body: { belongTo: person.email, code, Type: 'Account' },
        from: newPerson().from,
      });
    const reset = (person: Person, code: string, password: string) =>
      call(app(), 'POST', '/membership/changepassword/reset', {
        body: { Code: code, Password: password, ConfirmPassword: password, BelongTo: person.email },
        from: newPerson().from,
      });
    const codeFor = async (person: Person, codeType: 'Account' | 'ResetPassword') => {
      await register(app(), person);
      await sendCode(app(), person, codeType);
      return codeSentTo(db(), person.email);
    };

    test('20 concurrent uses of one right account code: exactly one verifies, the others are refused', async () => {
      const person = newPerson();
      const code = await codeFor(person, 'Account');
      const answers = await times(20, () => verifyAccount(person, code));
      expect(statusesOf(answers)).toEqual([200, ...Array<number>(19).fill(400)]);
      for (const answer of answers.filter((each) => each.status === 400)) {
        expect(failureOf(answer, 400)).toBe(MembershipMessage.InvalidCode);
      }
    });

    test('20 concurrent resets with one right code and 20 different passwords: exactly one wins, and only its password works', async () => {
      const person = newPerson();
      const code = await codeFor(person, 'ResetPassword');
      const passwords = Array.from({ length: 20 }, (_, index) => `new password number ${index}`);
      const answers = await times(20, (index) => reset(person, code, passwords[index] ?? ''));
      expect(statusesOf(answers)).toEqual([200, ...Array<number>(19).fill(400)]);
      const winner = passwords[answers.findIndex((answer) => answer.status === 200)] ?? '';
      const login = (password: string) =>
        call(app(), 'POST', '/membership/login/email', {
          body: { email: person.email, password },
          from: person.from,
        });
      resultOf(await login(winner), accountDetailsSchema);
      expect((await login(passwords.find((password) => password !== winner) ?? '')).status).toBe(401);
    });

    test(`20 concurrent wrong guesses at one code: ${VERIFICATION_MAX_ATTEMPTS} are checked, the rest and then the right code find it dead`, async () => {
      const person = newPerson();
      const code = await codeFor(person, 'Account');
      const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
      const answers = await times(20, () => verifyAccount(person, wrong));
      expect(statusesOf(answers)).toEqual([
        ...Array<number>(VERIFICATION_MAX_ATTEMPTS).fill(400),
        ...Array<number>(20 - VERIFICATION_MAX_ATTEMPTS).fill(429),
      ]);
      expect(failureOf(await verifyAccount(person, code), 429)).toBe(MembershipMessage.CodeLocked);
      const { attempts } = await db()
        .selectFrom('verification_code')
        .select('attempts')
        .where('belong_to', '=', person.email)
        .executeTakeFirstOrThrow();
      expect(attempts).toBe(VERIFICATION_MAX_ATTEMPTS);
    });

    test(`10 concurrent sends to one address, however it is spelled: ${RatePolicies.codePerRecipient.limit} go out in 10 minutes`, async () => {
      const person = newPerson();
      await register(app(), person);
      const spellings = [person.email, person.email.toUpperCase(), ` ${person.email} `];
      const answers = await times(10, (index) =>
        call(app(), 'POST', '/membership/verification/send', {
          body: { codeType: 'ResetPassword', method: 'Email', email: spellings[index % spellings.length] },
          from: newPerson().from,
        }),
      );
      const { limit } = RatePolicies.codePerRecipient;
      expect(statusesOf(answers)).toEqual([
        ...Array<number>(limit).fill(200),
        ...Array<number>(10 - limit).fill(429),
      ]);
      await codeSentTo(db(), person.email, limit - 1);
      clock.advance(RatePolicies.codePerRecipient.windowSeconds);
      expect((await sendCode(app(), person, 'ResetPassword')).status).toBe(200);
    });
  },
  { env: { API_KEY: TEST_API_KEY }, clock },
);
