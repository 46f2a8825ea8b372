import { type CodeMethod, type CodeType, MembershipMessage } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf } from '../../testing/content-client.js';
import { RatePolicies } from './rate-limit.js';
import {
  call,
  codeSentTo,
  manualClock,
  messagesSentTo,
  newPerson,
  register,
  registration,
  TEST_API_KEY,
  type MembershipAnswer,
  type Person,
} from '../../testing/membership-client.js';

const clock = manualClock();
const TRIES = 20;

/**
 * Asks `TRIES` times about an account and about nobody, alternating which goes first, each try in a
 * fresh hour so no rate limit answers instead; every pair must answer alike. How long each takes is a
 * figure of bench:membership (bench/membership.bench.ts), not an assertion here: timings on a shared
 * machine are noise a test would have to retry past.
 */
async function compare(
  known: () => Promise<MembershipAnswer>,
  unknown: () => Promise<MembershipAnswer>,
  settle: (tryIndex: number) => Promise<unknown> = async () => undefined,
) {
  for (let index = 0; index < TRIES; index++) {
    clock.advance(3600);
    let ofKnown: MembershipAnswer;
    let ofUnknown: MembershipAnswer;
    if (index % 2) {
      ofKnown = await known();
      await settle(index);
      ofUnknown = await unknown();
    } else {
      ofUnknown = await unknown();
      ofKnown = await known();
      await settle(index);
    }
    expect(ofUnknown.status).toBe(ofKnown.status);
    expect(ofUnknown.body).toEqual(ofKnown.body);
    expect(ofUnknown.cookies).toEqual(ofKnown.cookies);
  }
}

describeWithServer(
  'membership answers never tell who has an account',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const stranger = () => ({ ...newPerson(), from: '' });

    test.each([
      ['e-mail', '/membership/login/email', (person: Person) => ({ email: person.email })],
      ['mobile', '/membership/login/mobile', (person: Person) => ({ mobile: person.mobile })],
    ])(
      `login by %s answers a wrong password and an unknown account alike, ${TRIES} tries`,
      async (_by, path, identify) => {
        const person = newPerson();
        await register(app(), person);
        const nobody = stranger();
        const login = (who: Person) => () =>
          call(app(), 'POST', path, {
            body: { ...identify(who), password: 'not the password' },
            from: person.from,
          });
        await compare(login(person), login(nobody));
      },
    );

    test.each([
      ['ResetPassword', 'Email'],
      ['ResetPassword', 'Sms'],
      ['Account', 'Email'],
      ['Account', 'Sms'],
    ] as [CodeType, CodeMethod][])(
      `send %s code by %s answers an account and nobody alike and sends only to the account, ${TRIES} tries`,
      async (codeType, method) => {
        const person = newPerson();
        await register(app(), person);
        const nobody = stranger();
        const recipient = method === 'Email' ? person.email : person.mobile;
        const send = (who: Person) => () =>
          call(app(), 'POST', '/membership/verification/send', {
            body: { codeType, method, email: who.email, mobile: who.mobile, language: 'en' },
            from: person.from,
          });
        // the code goes out after the answer; it has to be out before the next try, which counts what was sent
        const delivered = (tryIndex: number) => codeSentTo(db(), recipient, tryIndex);
        await compare(send(person), send(nobody), delivered);
        expect(await messagesSentTo(db(), recipient)).toBe(TRIES);
        expect(await messagesSentTo(db(), method === 'Email' ? nobody.email : nobody.mobile)).toBe(0);
      },
    );

    test(`mobile exists, which answers by spec whether a number has an account, is limited to ${RatePolicies.existsPerAddress.limit} asks per address`, async () => {
      const from = newPerson().from;
      const { limit } = RatePolicies.existsPerAddress;
      for (let ask = 0; ask < limit; ask++) {
        const answer = await call(app(), 'GET', '/membership/register/exists', {
          query: { mobile: newPerson().mobile },
          from,
        });
        expect(answer.status).toBe(200);
      }
      const refused = await call(app(), 'GET', '/membership/register/exists', {
        query: { mobile: newPerson().mobile },
        from,
      });
      expect(failureOf(refused, 429)).toBe(MembershipMessage.TooManyRequests);
      expect(refused.body).toMatchObject({ Success: false, Result: null });
    });

    test(`"Phone number is not available" at register, which tells by spec, is limited to ${RatePolicies.registerPerAddress.limit} registrations per address`, async () => {
      const taken = newPerson();
      await register(app(), taken);
      const from = newPerson().from;
      const { limit } = RatePolicies.registerPerAddress;
      const tryTaken = () =>
        call(app(), 'POST', '/membership/register/withLogin', {
          body: registration({ ...newPerson(), mobile: taken.mobile }),
          from,
        });
      for (let attempt = 0; attempt < limit; attempt++) {
        expect(failureOf(await tryTaken(), 409)).toBe(MembershipMessage.MobileNotAvailable);
      }
      const refused = await tryTaken();
      expect(failureOf(refused, 429)).toBe(MembershipMessage.TooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { env: { API_KEY: TEST_API_KEY }, clock },
);
