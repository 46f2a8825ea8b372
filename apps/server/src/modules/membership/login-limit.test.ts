import { accountDetailsSchema, AuthHeader, MembershipMessage } from '@sahra/contracts';
import { expect, test } from 'vitest';
import type { App } from '../../app.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { failureOf, resultOf } from '../../testing/content-client.js';
import { RatePolicies } from './rate-limit.js';
import {
  call,
  codeSentTo,
  countPasswordChecks,
  manualClock,
  newPerson,
  register,
  sendCode,
  TEST_API_KEY,
  type Person,
} from '../../testing/membership-client.js';

const clock = manualClock();
const { limit: GUESSES } = RatePolicies.loginPerIdentifier;

const login = (app: App, person: Person, password: string, from = person.from, rememberMe = false) =>
  call(app, 'POST', '/membership/login/email', {
    body: { email: person.email, password, rememberMe },
    from,
  });

/** Wrong logins for one account, all at once, each from its own address, spread over the given servers. */
async function guessAtOnce(apps: App[], person: Person, guesses: number) {
  const checks = countPasswordChecks();
  try {
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, guess) =>
        login(apps[guess % apps.length] ?? apps[0]!, person, `wrong password ${guess}`, newPerson().from),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    return {
      checked: checks.count,
      refused: statuses.filter((status) => status === 401).length,
      throttled: statuses.filter((status) => status === 429).length,
    };
  } finally {
    checks.stop();
  }
}

describeOnEachDatabase(
  'membership login limit per account',
  (server, kind) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    const resetPassword = async (person: Person, password: string, from: string) => {
      await sendCode(app(), { ...person, from }, 'ResetPassword');
      const code = await codeSentTo(db(), person.email);
      return call(app(), 'POST', '/membership/changepassword/reset', {
        body: { Code: code, Password: password, ConfirmPassword: password, BelongTo: person.email },
        from,
      });
    };

    test(`of 50 concurrent wrong logins from 50 addresses exactly ${GUESSES} reach the password check`, async () => {
      const person = newPerson();
      await register(app(), person);
      expect(await guessAtOnce([app()], person, 50)).toEqual({
        checked: GUESSES,
        refused: GUESSES,
        throttled: 50 - GUESSES,
      });
      expect(failureOf(await login(app(), person, person.password), 429)).toBe(
        MembershipMessage.TooManyRequests,
      );
    });

    if (kind === 'postgres') {
      test(`of 50 concurrent wrong logins spread over two server instances exactly ${GUESSES} reach the password check (two instances: PostgreSQL only)`, async () => {
        const person = newPerson();
        await register(app(), person);
        const second = await server().another();
        try {
          expect(await guessAtOnce([app(), second.app], person, 50)).toEqual({
            checked: GUESSES,
            refused: GUESSES,
            throttled: 50 - GUESSES,
          });
          expect((await login(second.app, person, person.password)).status).toBe(429);
        } finally {
          await second.close();
        }
      });
    }

    test('a lock made through the e-mail does not show on the number: it would tell whose number it is', async () => {
      const person = newPerson();
      await register(app(), person);
      const byMobile = (password: string) =>
        call(app(), 'POST', '/membership/login/mobile', {
          body: { mobile: person.mobile, password },
          from: newPerson().from,
        });
      for (let guess = 0; guess < GUESSES; guess++) {
        expect((await login(app(), person, 'wrong!', newPerson().from)).status).toBe(401);
      }
      expect(failureOf(await login(app(), person, person.password, newPerson().from), 429)).toBe(
        MembershipMessage.TooManyRequests,
      );
      // the number answers as any number would: a wrong password is wrong, the right one signs in
      expect(failureOf(await byMobile('wrong!'), 401)).toBe(MembershipMessage.InvalidCredentials);
      resultOf(await byMobile(person.password), accountDetailsSchema);
      // and the e-mail's lock is the same whether the address has an account or not
      const nobody = newPerson();
      for (let guess = 0; guess < GUESSES; guess++) await login(app(), nobody, 'wrong!', newPerson().from);
      expect(failureOf(await login(app(), nobody, 'wrong!', newPerson().from), 429)).toBe(
        MembershipMessage.TooManyRequests,
      );
    });

    test('spellings of one e-mail address share its budget', async () => {
      const person = newPerson();
      await register(app(), person);
      const checks = countPasswordChecks();
      for (let guess = 0; guess < GUESSES + 3; guess++) {
        const email = guess % 2 ? person.email.toUpperCase() : person.email;
        await login(app(), { ...person, email }, 'wrong!', newPerson().from);
      }
      checks.stop();
      expect(checks.count).toBe(GUESSES);
    });

    test('after 100 rapid wrong logins the real user gets in from another address: remember-me at once, a password reset lifts the lock', async () => {
      const person = newPerson();
      await register(app(), person);
      const remembered = String(
        (await login(app(), person, person.password, person.from, true)).headers[AuthHeader.Remember],
      );
      const attacker = newPerson().from;
      const checks = countPasswordChecks();
      const statuses: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => login(app(), person, 'wrong guess', attacker)),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }
      checks.stop();
      expect(checks.count).toBe(GUESSES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(100 - GUESSES);

      const elsewhere = newPerson().from;
      // the lock is per account, so the right password from anywhere waits too
      expect((await login(app(), person, person.password, elsewhere)).status).toBe(429);
      // a device the user signed in on before still gets in with its remember token
      resultOf(
        await call(app(), 'GET', '/membership/login/rememberme', { headers: { remember: remembered } }),
        accountDetailsSchema,
      );
      // and a reset, which proves the owner by a code, lifts the lock
      expect((await resetPassword(person, 'my new password', elsewhere)).body).toMatchObject({
        Success: true,
      });
      const details = resultOf(
        await login(app(), person, 'my new password', elsewhere),
        accountDetailsSchema,
      );
      expect(details.User.Email).toBe(person.email);
      // the attacker's address kept its own count: it used up its 100 logins
      expect((await login(app(), newPerson(), 'wrong guess', attacker)).status).toBe(429);
    });

    test(`the account limit ends with its ${RatePolicies.loginPerIdentifier.windowSeconds / 60}-minute window`, async () => {
      const person = newPerson();
      await register(app(), person);
      await guessAtOnce([app()], person, GUESSES + 1);
      expect((await login(app(), person, person.password)).status).toBe(429);
      clock.advance(RatePolicies.loginPerIdentifier.windowSeconds);
      resultOf(await login(app(), person, person.password), accountDetailsSchema);
    });
  },
  { env: { API_KEY: TEST_API_KEY }, clock },
);
