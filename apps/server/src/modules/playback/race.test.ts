import {
  MAX_STREAMS,
  PlaybackErrorCode,
  SESSION_INTERVAL_MS,
  STREAM_LEASE_SECONDS,
  streamListSchema,
} from '@sahra/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../testing/test-app.js';
import { resultOf } from '../../testing/content-client.js';
import { manualClock, newPerson, register, TEST_API_KEY } from '../../testing/membership-client.js';
import {
  askTicket,
  heartbeat,
  liveLeases,
  playbackCall,
  signInDevice,
  stopStream,
  ticketOf,
  streamIdOf,
} from '../../testing/playback-client.js';
import { channelInPackage } from '../../testing/catalog-fixtures.js';

const ROUNDS = 300;
const DEVICES = 5;
const HEARTBEAT_SECONDS = SESSION_INTERVAL_MS / 1000;

/** Two server instances on one PostgreSQL database: this needs PostgreSQL (PGlite is one process's). */
describe.skipIf(!testDatabaseKinds().includes('postgres'))(
  'stream limit on two instances sharing PostgreSQL',
  () => {
    let first: TestApp;
    let second: TestApp;
    // both instances read this clock, so lease time passes without waiting for it
    const clock = manualClock();
    beforeAll(async () => {
      first = await createTestApp('postgres', { env: { API_KEY: TEST_API_KEY }, clock });
      second = await first.another();
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    /** Signs one new user in on `count` devices, alternately on the first and the second instance. */
    async function devicesOnBothInstances(count: number) {
      const person = newPerson();
      await register(first.app, person);
      const devices: { token: string; instance: TestApp; other: TestApp }[] = [];
      for (let device = 0; device < count; device++) {
        const [instance, other] = device % 2 === 0 ? ([first, second] as const) : ([second, first] as const);
        devices.push({
          token: await signInDevice(instance.app, person, `device-${device}`),
          instance,
          other,
        });
      }
      return { person, devices };
    }

    test(`${DEVICES} devices of one user starting at once on two instances, ${ROUNDS} times: never more than ${MAX_STREAMS} play`, async () => {
      const db = first.storage.db;
      const { person, devices } = await devicesOnBothInstances(DEVICES);
      const { id: userId } = await db
        .selectFrom('member_user')
        .select('id')
        .where('email', '=', person.email)
        .executeTakeFirstOrThrow();
      const channel = await channelInPackage(db, 'Free');
      const mostPlaying: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all(
          devices.map(({ token, instance }) => askTicket(instance.app, token, { Id: channel })),
        );
        const playing = await liveLeases(db, userId, clock.now(), STREAM_LEASE_SECONDS);
        mostPlaying.push(playing);
        const started = devices.flatMap((device, index) => {
          const answer = answers[index];
          return answer?.status === 200
            ? [{ ...device, ticket: (answer.body as { Result: { ticket: string } }).Result.ticket }]
            : [];
        });
        const refused = answers.filter(
          (answer) =>
            answer.status === 409 &&
            (answer.body as { ErrorCode: string }).ErrorCode === PlaybackErrorCode.TooManyStreams,
        );
        expect(playing, `round ${round}`).toBeLessThanOrEqual(MAX_STREAMS);
        expect(started.length + refused.length, `round ${round}`).toBe(DEVICES);
        expect(started.length, `round ${round}`).toBe(playing);
        // stopped from the other instance than the one that started it
        await Promise.all(started.map(({ token, other, ticket }) => stopStream(other.app, token, ticket)));
        expect(await liveLeases(db, userId, clock.now(), STREAM_LEASE_SECONDS)).toBe(0);
      }
      // every round filled the three slots: the lock serialises starts, it does not refuse them
      expect(Math.max(...mostPlaying)).toBe(MAX_STREAMS);
      expect(Math.min(...mostPlaying)).toBe(MAX_STREAMS);
    }, 600_000);

    test(`on two instances, a crashed device's slot is free within the lease time plus one heartbeat, and a stream stopped on one is refused on the other`, async () => {
      const channel = await channelInPackage(first.storage.db, 'Free');
      const [crashed, ...others] = (await devicesOnBothInstances(4)).devices;
      const fourth = others.pop();
      if (!crashed || !fourth) throw new Error('four devices were signed in');
      await ticketOf(crashed.instance.app, crashed.token, channel);
      const alive = [];
      for (const device of others) {
        const { ticket, link } = await ticketOf(device.instance.app, device.token, channel);
        alive.push({ ...device, ticket, streamId: streamIdOf(link) });
      }
      expect((await askTicket(fourth.instance.app, fourth.token, { Id: channel })).status).toBe(409);

      // the two alive beat on the instance that did not start them; the crashed device is silent
      let waited = 0;
      for (;;) {
        clock.advance(HEARTBEAT_SECONDS);
        waited += HEARTBEAT_SECONDS;
        for (const device of alive)
          expect((await heartbeat(device.other.app, device.token, device.ticket)).status).toBe(200);
        if ((await askTicket(fourth.instance.app, fourth.token, { Id: channel })).status === 200) break;
        expect(waited).toBeLessThan(STREAM_LEASE_SECONDS + HEARTBEAT_SECONDS);
      }
      expect(waited).toBeGreaterThanOrEqual(STREAM_LEASE_SECONDS);

      // the fourth device stops the first alive stream through the other instance; its next heartbeat is refused
      const [stopped, playingOn] = alive;
      if (!stopped || !playingOn) throw new Error('two devices play on');
      const streams = resultOf(
        await playbackCall(fourth.other.app, 'GET', '/session/streams', fourth.token),
        streamListSchema,
      ).Streams;
      const target = streams.find((stream) => stream.Id === stopped.streamId);
      expect(target, 'the stream is listed').toBeDefined();
      const stop = await playbackCall(fourth.other.app, 'POST', '/session/streams/stop', fourth.token, {
        Id: target?.Id,
      });
      expect(stop.status).toBe(200);
      const refused = await heartbeat(stopped.instance.app, stopped.token, stopped.ticket);
      expect(refused.status).toBe(410);
      expect(refused.body).toMatchObject({ ErrorCode: PlaybackErrorCode.StreamEnded });
      expect((await heartbeat(playingOn.other.app, playingOn.token, playingOn.ticket)).status).toBe(200);
    });
  },
);
