import { type CodeMethod, type CodeType, MembershipMessage } from '@sahra/contracts';
import { performance } from 'node:perf_hooks';
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
const TRIES = 200;
const MAX_MEDIAN_GAP_MS = 5;
/**
 * Timing on a shared machine: a real leak shows in every run, a burst of load from other processes in
 * one; so a run may be repeated twice before the test fails.
 */
const TIMING_TEST = { timeout: 120_000, retry: 2 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[(sorted.length - 1) >> 1] ?? 0) + (sorted[sorted.length >> 1] ?? 0)) / 2;
};

interface Timed {
  answer: MembershipAnswer;
  ms: number;
}

async function timed(request: () => Promise<MembershipAnswer>): Promise<Timed> {
  const start = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - start };
}

/**
 * Asks `TRIES` times about an account and about nobody, alternating which goes first, each try in a
 * fresh hour so no rate limit answers instead; every pair must answer alike. Answers the median of the
 * gaps within each pair, which a busy machine slowing both calls of a pair alike does not move, and the
 * medians of each side for the message.
 */
async function compare(
  known: () => Promise<MembershipAnswer>,
  unknown: () => Promise<MembershipAnswer>,
  settle: (tryIndex: number) => Promise<unknown> = async () => undefined,
) {
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  const gaps: number[] = [];
  for (let index = 0; index < TRIES; index++) {
    clock.advance(3600);
    let ofKnown: Timed;
    let ofUnknown: Timed;
    if (index % 2) {
      ofKnown = await timed(known);
      await settle(index);
      ofUnknown = await timed(unknown);
    } else {
      ofUnknown = await timed(unknown);
      ofKnown = await timed(known);
      await settle(index);
    }
    expect(ofUnknown.answer.status).toBe(ofKnown.answer.status);
    expect(ofUnknown.answer.body).toEqual(ofKnown.answer.body);
    expect(ofUnknown.answer.cookies).toEqual(ofKnown.answer.cookies);
    knownMs.push(ofKnown.ms);
    unknownMs.push(ofUnknown.ms);
    gaps.push(ofKnown.ms - ofUnknown.ms);
  }
  return { gap: median(gaps), known: median(knownMs), unknown: median(unknownMs) };
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
      `login by %s answers a wrong password and an unknown account alike, with a median gap under ${MAX_MEDIAN_GAP_MS} ms over ${TRIES} tries`,
      TIMING_TEST,
      async (_by, path, identify) => {
        const person = newPerson();
        await register(app(), person);
        const nobody = stranger();
        const login = (who: Person) => () =>
          call(app(), 'POST', path, {
            body: { ...identify(who), password: 'not the password' },
            from: person.from,
          });
        const medians = await compare(login(person), login(nobody));
        expect(Math.abs(medians.gap), JSON.stringify(medians)).toBeLessThan(MAX_MEDIAN_GAP_MS);
      },
    );

    test.each([
      ['ResetPassword', 'Email'],
      ['ResetPassword', 'Sms'],
      ['Account', 'Email'],
      ['Account', 'Sms'],
    ] as [CodeType, CodeMethod][])(
      `send %s code by %s answers an account and nobody alike, with a median gap under ${MAX_MEDIAN_GAP_MS} ms over ${TRIES} tries`,
      TIMING_TEST,
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
        // the code goes out after the answer; it has to be out before the next try is timed
        const delivered = (tryIndex: number) => codeSentTo(db(), recipient, tryIndex);
        const medians = await compare(send(person), send(nobody), delivered);
        expect(Math.abs(medians.gap), JSON.stringify(medians)).toBeLessThan(MAX_MEDIAN_GAP_MS);
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
