import {
  heartbeatResultSchema,
  signedInDevicesSchema,
  MAX_STREAMS,
  PlaybackErrorCode,
  SESSION_INTERVAL_MS,
  STREAM_LEASE_SECONDS,
  streamListSchema,
  TOO_MANY_STREAMS_MESSAGE,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { describeWithServer } from '../../testing/test-app.js';
import { resultOf } from '../../testing/content-client.js';
import { manualClock, newPerson, register, TEST_API_KEY } from '../../testing/membership-client.js';
import {
  askTicket,
  heartbeat,
  playbackCall,
  signInDevice,
  stopStream,
  streamIdOf,
  ticketOf,
} from '../../testing/playback-client.js';
import { channelInPackage } from '../../testing/catalog-fixtures.js';

const HEARTBEAT_SECONDS = SESSION_INTERVAL_MS / 1000;
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const clock = manualClock();

describeWithServer(
  'three streams per account',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    /** A user signed in on `count` devices (tv-1 … tv-n): their tokens. */
    async function devicesOfOneUser(count: number) {
      const person = newPerson();
      await register(app(), person);
      const tokens: string[] = [];
      for (let device = 1; device <= count; device++) {
        tokens.push(await signInDevice(app(), person, `tv-${device}`, CHROME_ON_WINDOWS));
      }
      return tokens;
    }

    const streams = async (token: string) =>
      resultOf(await playbackCall(app(), 'GET', '/session/streams', token), streamListSchema).Streams;

    test('the fourth stream is refused with the spec message and the three playing; stopping one lets it play at once', async () => {
      const channel = await channelInPackage(db(), 'Free');
      const [first, second, third, fourth = ''] = await devicesOfOneUser(4);
      const playing = [];
      for (const token of [first, second, third]) playing.push(await ticketOf(app(), token ?? '', channel));
      const refused = await askTicket(app(), fourth, { Id: channel });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        Success: false,
        ErrorCode: PlaybackErrorCode.TooManyStreams,
        ErrorMessage: TOO_MANY_STREAMS_MESSAGE,
      });
      const listed = streamListSchema.parse((refused.body as { Result: unknown }).Result).Streams;
      expect(listed).toHaveLength(MAX_STREAMS);
      for (const stream of listed) {
        expect(stream).toMatchObject({
          DeviceName: 'Chrome on Windows',
          ContentId: channel,
          ThisDevice: false,
        });
        expect(stream.Title.length).toBeGreaterThan(0);
        expect(Date.parse(stream.StartedAt)).toBe(clock.now().getTime());
      }
      const stop = await playbackCall(app(), 'POST', '/session/streams/stop', fourth, { Id: listed[0]?.Id });
      expect(resultOf(stop, z.literal(true))).toBe(true);
      const now = await ticketOf(app(), fourth, channel);
      expect(now.Kind).toBe('live');
      // the stopped device hears it at its next heartbeat
      const stopped = await heartbeat(app(), first ?? '', playing[0]?.ticket ?? '');
      expect(stopped.status).toBe(410);
      expect(stopped.body).toMatchObject({ ErrorCode: PlaybackErrorCode.StreamEnded });
      expect((await streams(fourth)).filter((stream) => stream.ThisDevice)).toHaveLength(1);
    });

    test('zapping channels on one device replaces its stream: it never takes a second slot', async () => {
      const [token = ''] = await devicesOfOneUser(1);
      const first = await ticketOf(app(), token, await channelInPackage(db(), 'Free'));
      const second = await ticketOf(app(), token, await channelInPackage(db(), 'Public'));
      expect(await streams(token)).toEqual([expect.objectContaining({ ThisDevice: true })]);
      expect((await heartbeat(app(), token, first.ticket)).status).toBe(410);
      resultOf(await heartbeat(app(), token, second.ticket), heartbeatResultSchema);
    });

    test(`a crashed device's slot is free within STREAM_LEASE_SECONDS (${STREAM_LEASE_SECONDS} s) plus one heartbeat`, async () => {
      const channel = await channelInPackage(db(), 'Free');
      const [first = '', second = '', crashed = '', fourth = ''] = await devicesOfOneUser(4);
      const alive = [
        [first, (await ticketOf(app(), first, channel)).ticket],
        [second, (await ticketOf(app(), second, channel)).ticket],
      ] as const;
      await ticketOf(app(), crashed, channel);
      let waited = 0;
      for (;;) {
        clock.advance(HEARTBEAT_SECONDS);
        waited += HEARTBEAT_SECONDS;
        for (const [token, ticket] of alive)
          resultOf(await heartbeat(app(), token, ticket), heartbeatResultSchema);
        if ((await askTicket(app(), fourth, { Id: channel })).status === 200) break;
        expect(waited).toBeLessThan(STREAM_LEASE_SECONDS + HEARTBEAT_SECONDS);
      }
      expect(waited).toBeGreaterThanOrEqual(STREAM_LEASE_SECONDS);
      // the two that kept beating play on
      expect(await streams(first)).toHaveLength(3);
    });

    test('a device back from a network drop of any length resumes the same stream: it held no slot while away, and holds it again', async () => {
      const [token = ''] = await devicesOfOneUser(1);
      const ticket = await ticketOf(app(), token, await channelInPackage(db(), 'Free'));
      const [stream] = await streams(token);
      clock.advance(STREAM_LEASE_SECONDS - 1);
      resultOf(await heartbeat(app(), token, ticket.ticket), heartbeatResultSchema);
      clock.advance(3 * 60 * 60);
      expect(await streams(token)).toEqual([]);
      const renewed = resultOf(await heartbeat(app(), token, ticket.ticket), heartbeatResultSchema);
      expect(streamIdOf(renewed.link)).toBe(stream?.Id);
      expect(await streams(token)).toEqual([expect.objectContaining({ Id: stream?.Id, ThisDevice: true })]);
    });

    test("three streams started while a device was away leave its return the fourth stream's refusal; once one stops, it resumes", async () => {
      const channel = await channelInPackage(db(), 'Free');
      const [away = '', ...others] = await devicesOfOneUser(MAX_STREAMS + 1);
      const dropped = await ticketOf(app(), away, channel);
      clock.advance(STREAM_LEASE_SECONDS + 1);
      const playing = [];
      for (const token of others) playing.push(await ticketOf(app(), token, channel));
      const refused = await heartbeat(app(), away, dropped.ticket);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ ErrorCode: PlaybackErrorCode.TooManyStreams });
      expect(streamListSchema.parse((refused.body as { Result: unknown }).Result).Streams).toHaveLength(
        MAX_STREAMS,
      );
      expect(await streams(away)).toHaveLength(MAX_STREAMS);

      expect((await stopStream(app(), others[0] ?? '', playing[0]?.ticket ?? '')).status).toBe(200);
      resultOf(await heartbeat(app(), away, dropped.ticket), heartbeatResultSchema);
      expect((await streams(away)).map((stream) => stream.Id)).toContain(streamIdOf(dropped.link));
      expect(await streams(away)).toHaveLength(MAX_STREAMS);
    });

    test("a stopped device's next heartbeat is refused; stopping again, as a player leaving after a zap does, is harmless", async () => {
      const [token = ''] = await devicesOfOneUser(1);
      const ticket = await ticketOf(app(), token, await channelInPackage(db(), 'Free'));
      expect(resultOf(await stopStream(app(), token, ticket.ticket), z.literal(true))).toBe(true);
      expect((await heartbeat(app(), token, ticket.ticket)).status).toBe(410);
      expect(resultOf(await stopStream(app(), token, ticket.ticket), z.literal(true))).toBe(true);
      expect(await streams(token)).toEqual([]);
    });

    test("a user cannot list or stop another user's streams: their ids answer 404", async () => {
      const [owner = ''] = await devicesOfOneUser(1);
      const [stranger = ''] = await devicesOfOneUser(1);
      await ticketOf(app(), owner, await channelInPackage(db(), 'Free'));
      const [stream] = await streams(owner);
      expect(await streams(stranger)).toEqual([]);
      const stop = await playbackCall(app(), 'POST', '/session/streams/stop', stranger, { Id: stream?.Id });
      expect(stop.status).toBe(404);
      expect(await streams(owner)).toHaveLength(1);
      for (const body of [{}, { Id: '' }, { Id: 5 }, { Id: '\u0000' }, 'nonsense']) {
        expect((await playbackCall(app(), 'POST', '/session/streams/stop', owner, body)).status).toBe(400);
      }
      expect((await playbackCall(app(), 'GET', '/session/streams', null)).status).toBe(401);
    });

    test('signing out a device from the account page ends its session (next call 401) and frees its stream', async () => {
      const channel = await channelInPackage(db(), 'Free');
      const [first = '', second = '', third = '', fourth = ''] = await devicesOfOneUser(4);
      const thirdTicket = await ticketOf(app(), third, channel);
      for (const token of [first, second]) await ticketOf(app(), token, channel);
      const devices = await playbackCall(
        app(),
        'GET',
        `/membership/account/devices?apiKey=${TEST_API_KEY}`,
        third,
      );
      const thirdDevice = signedInDevicesSchema
        .parse((devices.body as { Result: unknown }).Result)
        .Devices.find((device) => device.ThisDevice);
      const signOut = await playbackCall(
        app(),
        'POST',
        `/membership/account/devices/signout?apiKey=${TEST_API_KEY}`,
        fourth,
        { Id: thirdDevice?.Id },
      );
      expect(signOut.status, JSON.stringify(signOut.body)).toBe(200);
      expect((await heartbeat(app(), third, thirdTicket.ticket)).status).toBe(401);
      expect(await streams(first)).toHaveLength(2);
      expect((await ticketOf(app(), fourth, channel)).Kind).toBe('live');
    });
  },
  { clock, env: { API_KEY: TEST_API_KEY } },
);
