import { MAX_STREAMS, PlaybackErrorCode, STREAM_LEASE_SECONDS } from '@sahra/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../testing/test-app.js';
import { newPerson, register, TEST_API_KEY } from '../membership/test-client.js';
import { askTicket, channelInPackage, liveLeases, signInDevice, stopStream } from './test-client.js';

const ROUNDS = 300;
const DEVICES = 5;

/** Two server instances on one PostgreSQL database: this needs PostgreSQL (PGlite is one process's). */
describe.skipIf(!testDatabaseKinds().includes('postgres'))(
  'stream limit on two instances sharing PostgreSQL',
  () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await createTestApp('postgres', { env: { API_KEY: TEST_API_KEY } });
      second = await first.another();
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    test(`${DEVICES} devices of one user starting at once on two instances, ${ROUNDS} times: never more than ${MAX_STREAMS} play`, async () => {
      const db = first.storage.db;
      const person = newPerson();
      await register(first.app, person);
      const { id: userId } = await db
        .selectFrom('member_user')
        .select('id')
        .where('email', '=', person.email)
        .executeTakeFirstOrThrow();
      const devices: { token: string; instance: TestApp }[] = [];
      for (let device = 0; device < DEVICES; device++) {
        const instance = device % 2 === 0 ? first : second;
        devices.push({ token: await signInDevice(instance.app, person, `device-${device}`), instance });
      }
      const channel = await channelInPackage(db, 'Free');
      const mostPlaying: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all(
          devices.map(({ token, instance }) => askTicket(instance.app, token, { Id: channel })),
        );
        const playing = await liveLeases(db, userId, new Date(), STREAM_LEASE_SECONDS);
        mostPlaying.push(playing);
        const started = answers.flatMap((answer, index) =>
          answer.status === 200
            ? [{ ...devices[index], ticket: (answer.body as { Result: { ticket: string } }).Result.ticket }]
            : [],
        );
        const refused = answers.filter(
          (answer) =>
            answer.status === 409 &&
            (answer.body as { ErrorCode: string }).ErrorCode === PlaybackErrorCode.TooManyStreams,
        );
        expect(playing, `round ${round}`).toBeLessThanOrEqual(MAX_STREAMS);
        expect(started.length + refused.length, `round ${round}`).toBe(DEVICES);
        expect(started.length, `round ${round}`).toBe(playing);
        // stopped from the other instance than the one that started it
        await Promise.all(
          started.map(({ token, instance, ticket }) =>
            stopStream((instance === first ? second : first).app, token ?? '', ticket),
          ),
        );
        expect(await liveLeases(db, userId, new Date(), STREAM_LEASE_SECONDS)).toBe(0);
      }
      // every round filled the three slots: the lock serialises starts, it does not refuse them
      expect(Math.max(...mostPlaying)).toBe(MAX_STREAMS);
      expect(Math.min(...mostPlaying)).toBe(MAX_STREAMS);
    }, 600_000);
  },
);
