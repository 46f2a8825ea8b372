import {
  ContentTypeId,
  contentItemSchema,
  heartbeatResultSchema,
  MEDIA_TOKEN_SECONDS,
  NO_ACTIVE_PLAN_MESSAGE,
  NO_MEDIA_MESSAGE,
  NOT_OFFERED_MESSAGE,
  PlaybackErrorCode,
  SESSION_INTERVAL_MS,
  streamListSchema,
  subscriptionListSchema,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { describeWithServer } from '../../testing/test-app.js';
import { get, resultOf, type Answer } from '../../testing/content-client.js';
import { manualClock, newPerson } from '../../testing/membership-client.js';
import { readMediaToken, verifyMediaToken } from '../media/public.js';
import { buy, MONEY_ENV, moneyCall, newBuyer, type Buyer } from '../../testing/money.js';
import { refundSubscription } from '../billing/public.js';
import {
  askTicket,
  heartbeat,
  playbackCall,
  signInDevice,
  stopStream,
  ticketOf,
} from '../../testing/playback-client.js';
import { channelInPackage, itemOfType, titleIds } from '../../testing/catalog-fixtures.js';

const LINK = /^\/media\/(live|vod)\/(\d+)\/master\.m3u8\?t=([^&]+)$/;

/** The parts of a master link: the scope from its path, the token from its query. */
function linkParts(link: string) {
  const match = LINK.exec(link);
  if (!match) throw new Error(`not a media link: ${link}`);
  const [, kind, id, token = ''] = match;
  const { expiresAt, stream } = readMediaToken(token)!;
  return { parts: { scope: { kind: kind as 'live' | 'vod', id: Number(id) }, expiresAt, stream }, token };
}

function failure(answer: Answer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ Success: false, ErrorCode: code });
  return answer.body as { ErrorMessage: string };
}

const clock = manualClock();

describeWithServer(
  'playback tickets: who may watch what',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;
    const secret = () => server().config.MEDIA_LINK_SECRET;
    const subscriber = async (): Promise<Buyer> => {
      const buyer = await newBuyer(app(), db());
      await buy(app(), buyer, 1);
      return buyer;
    };

    test('a Public channel plays without sign-in: a signed live link, the DVR hours and a heartbeat that renews it', async () => {
      const channel = await channelInPackage(db(), 'Public');
      const ticket = await ticketOf(app(), null, channel);
      expect(ticket).toMatchObject({
        Kind: 'live',
        DvrHours: 8,
        HeartbeatMs: SESSION_INTERVAL_MS,
        Subtitles: [],
      });
      const { parts, token } = linkParts(ticket.link);
      expect(parts.scope).toEqual({ kind: 'live', id: channel });
      const now = Math.floor(clock.now().getTime() / 1000);
      expect(parts.expiresAt).toBe(now + MEDIA_TOKEN_SECONDS);
      // checked with nothing but the secret, as a CDN edge checks it
      expect(verifyMediaToken(secret(), parts.scope, token, now)).toBe(parts.stream);
      clock.advance(10);
      const renewed = resultOf(await heartbeat(app(), null, ticket.ticket), heartbeatResultSchema);
      expect(linkParts(renewed.link).parts).toEqual({ ...parts, expiresAt: parts.expiresAt + 10 });
      expect(resultOf(await stopStream(app(), null, ticket.ticket), z.literal(true))).toBe(true);
    });

    test('a forged anonymous ticket, or one naming another channel, is refused as an ended stream', async () => {
      const ticket = await ticketOf(app(), null, await channelInPackage(db(), 'Public'));
      const [prefix, kind, id, stream, signature = ''] = ticket.ticket.split('.');
      const forgeries = [
        [prefix, kind, Number(id) + 1, stream, signature].join('.'),
        [prefix, kind, id, `${stream}x`, signature].join('.'),
        [prefix, kind, id, stream, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`].join(
          '.',
        ),
        [prefix, 'vod', id, stream, signature].join('.'),
      ];
      for (const forged of forgeries)
        failure(await heartbeat(app(), null, forged), 410, PlaybackErrorCode.StreamEnded);
    });

    test('signed out, a channel of another package and any video but a trailer answer 401 SignInRequired', async () => {
      const premium = await channelInPackage(db(), 'Arabic Premium');
      failure(await askTicket(app(), null, { Id: premium }), 401, PlaybackErrorCode.SignInRequired);
      const movie = await itemOfType(db(), ContentTypeId.Movie);
      failure(await askTicket(app(), null, { Id: movie }), 401, PlaybackErrorCode.SignInRequired);
    });

    test("a trailer (a channel's PROMO) plays for a visitor, and for a subscriber beside the channel without taking a stream slot", async () => {
      const trailer = await itemOfType(db(), ContentTypeId.Trailer);
      const visitor = await ticketOf(app(), null, trailer);
      expect(visitor.Kind).toBe('vod');
      resultOf(await heartbeat(app(), null, visitor.ticket), heartbeatResultSchema);

      const buyer = await subscriber();
      const channel = await ticketOf(app(), buyer.token, await channelInPackage(db(), 'Arabic Premium'));
      const promo = await ticketOf(app(), buyer.token, trailer);
      expect(linkParts(promo.link).parts.scope).toEqual({ kind: 'vod', id: trailer });
      clock.advance(10);
      resultOf(await heartbeat(app(), buyer.token, channel.ticket), heartbeatResultSchema);
      resultOf(await heartbeat(app(), buyer.token, promo.ticket), heartbeatResultSchema);
      const streams = await playbackCall(app(), 'GET', '/session/streams', buyer.token);
      expect(resultOf(streams, streamListSchema).Streams).toEqual([
        expect.objectContaining({ ContentId: linkParts(channel.link).parts.scope.id, ThisDevice: true }),
      ]);
    });

    test('signed in without a plan: Free and Public channels play, a package channel answers "You don\'t have an active plan"', async () => {
      const buyer = await newBuyer(app(), db());
      expect((await ticketOf(app(), buyer.token, await channelInPackage(db(), 'Free'))).Kind).toBe('live');
      expect((await ticketOf(app(), buyer.token, await channelInPackage(db(), 'Public'))).Kind).toBe('live');
      const refused = await askTicket(app(), buyer.token, {
        Id: await channelInPackage(db(), 'Arabic Premium'),
      });
      expect(failure(refused, 403, PlaybackErrorCode.NoActivePlan).ErrorMessage).toBe(NO_ACTIVE_PLAN_MESSAGE);
      const other = await askTicket(app(), buyer.token, { Id: await channelInPackage(db(), 'Sports Plus') });
      failure(other, 403, PlaybackErrorCode.NoActivePlan);
    });

    /** Sets (or, with null, removes) an item's own package, answering a function that puts it back. */
    const setPackage = async (itemId: number, packageName: string | null) => {
      const packages = db()
        .selectFrom('content_metadata')
        .selectAll()
        .where('item_id', '=', itemId)
        .where('namespace', '=', 'packages');
      const before = await packages.execute();
      const remove = () =>
        db().deleteFrom('content_metadata').where('item_id', '=', itemId).where('namespace', '=', 'packages');
      await remove().execute();
      if (packageName !== null) {
        await db()
          .insertInto('content_metadata')
          .values({
            item_id: itemId,
            namespace: 'packages',
            field: 'packages',
            value: packageName,
            long_value: null,
            short_value: null,
            url_encoded_value: packageName.toLowerCase().replaceAll(' ', '-'),
            position: 0,
          })
          .execute();
      }
      return async () => {
        await remove().execute();
        if (before.length > 0) await db().insertInto('content_metadata').values(before).execute();
      };
    };

    test('an item in no package plays for nobody: a movie and a channel without one answer 403 NotOffered to a visitor and to a subscriber', async () => {
      const buyer = await subscriber();
      const [movie] = (await titleIds(db(), ContentTypeId.Movie, 3)).slice(-1) as [number];
      const channel = await channelInPackage(db(), 'Public');
      expect((await ticketOf(app(), buyer.token, movie)).Kind).toBe('vod');
      const restore = [await setPackage(movie, null), await setPackage(channel, null)];
      try {
        for (const id of [movie, channel]) {
          for (const token of [null, buyer.token]) {
            const refused = failure(
              await askTicket(app(), token, { Id: id }),
              403,
              PlaybackErrorCode.NotOffered,
            );
            expect(refused.ErrorMessage).toBe(NOT_OFFERED_MESSAGE);
          }
        }
      } finally {
        for (const undo of restore) await undo();
      }
    });

    test('a title without media of its own lists no play link and answers 409 NoMedia to everyone; nothing plays in its place', async () => {
      const buyer = await subscriber();
      const [movie] = (await titleIds(db(), ContentTypeId.Movie, 4)).slice(-1) as [number];
      const [trailer] = await titleIds(db(), ContentTypeId.Trailer, 1);
      const withMedia = (id: number, hasMedia: boolean) =>
        db().updateTable('content_item').set({ has_media: hasMedia }).where('id', '=', id).execute();
      await withMedia(movie, false);
      await withMedia(trailer!, false);
      try {
        const item = resultOf(await get(app(), '/api/GetItemById', { id: movie }), contentItemSchema);
        expect(item.CdnUrls).toEqual([]);
        for (const token of [null, buyer.token]) {
          for (const id of [movie, trailer!]) {
            const refused = failure(
              await askTicket(app(), token, { Id: id }),
              409,
              PlaybackErrorCode.NoMedia,
            );
            expect(refused.ErrorMessage).toBe(NO_MEDIA_MESSAGE);
          }
        }
      } finally {
        await withMedia(movie, true);
        await withMedia(trailer!, true);
      }
      expect((await ticketOf(app(), buyer.token, movie)).Kind).toBe('vod');
    });

    test("an episode without a package of its own is in its series' package, and without one there in its channel's", async () => {
      const planless = await newBuyer(app(), db(), false);
      const episode = await itemOfType(db(), ContentTypeId.Episode);
      const { parent_id: series, channel_slug: slug } = await db()
        .selectFrom('content_item')
        .select(['parent_id', 'channel_slug'])
        .where('id', '=', episode)
        .executeTakeFirstOrThrow();
      const { id: channel } = await db()
        .selectFrom('content_item')
        .select('id')
        .where('url_encoded_name', '=', slug)
        .where('content_type_id', '=', ContentTypeId.Channel)
        .executeTakeFirstOrThrow();
      const restore = [
        await setPackage(episode, null),
        await setPackage(series ?? 0, 'Free'),
        await setPackage(channel, 'Kids Club'),
      ];
      try {
        expect((await ticketOf(app(), planless.token, episode)).Kind).toBe('vod');
        restore.push(await setPackage(series ?? 0, null));
        failure(await askTicket(app(), planless.token, { Id: episode }), 403, PlaybackErrorCode.NoActivePlan);
        restore.push(await setPackage(episode, 'Public'));
        expect((await ticketOf(app(), planless.token, episode)).Kind).toBe('vod');
      } finally {
        for (const undo of restore.reverse()) await undo();
      }
    });

    test('an account with no plan, not even verified, gets tickets only for what the catalog marks Free or Public', async () => {
      const planless = await newBuyer(app(), db(), false);
      /** An item's package as the demo catalog writes it: its own, else (an episode's) its channel's. */
      const marked = async (id: number) => {
        const row = await db()
          .selectFrom('content_item as i')
          .leftJoin('content_item as c', (join) =>
            join
              .onRef('c.url_encoded_name', '=', 'i.channel_slug')
              .on('c.content_type_id', '=', ContentTypeId.Channel),
          )
          .leftJoin('content_metadata as own', (join) =>
            join.onRef('own.item_id', '=', 'i.id').on('own.namespace', '=', 'packages'),
          )
          .leftJoin('content_metadata as aired', (join) =>
            join.onRef('aired.item_id', '=', 'c.id').on('aired.namespace', '=', 'packages'),
          )
          .select(['own.value as own', 'aired.value as aired'])
          .where('i.id', '=', id)
          .executeTakeFirstOrThrow();
        return row.own ?? row.aired;
      };
      // episodes one per channel, so that the sample spans the channels' packages (the lowest ids are all
      // on the first, Public channels)
      const episodes = (
        await db()
          .selectFrom('content_item')
          .select((eb) => eb.fn.min('id').as('id'))
          .where('content_type_id', '=', ContentTypeId.Episode)
          .groupBy('channel_slug')
          .orderBy('id')
          .limit(40)
          .execute()
      ).map((row) => row.id);
      const sample = [
        ...(await titleIds(db(), ContentTypeId.Movie, 40)),
        ...(await titleIds(db(), ContentTypeId.Play, 20)),
        ...episodes,
      ];
      const granted: number[] = [];
      for (const id of sample) {
        const answer = await askTicket(app(), planless.token, { Id: id });
        const open = ['Free', 'Public'].includes((await marked(id)) ?? '');
        expect(answer.status, `${id}: ${JSON.stringify(answer.body)}`).toBe(open ? 200 : 403);
        if (answer.status === 200) granted.push(id);
      }
      // the four classic plays are the demo's Free titles; no film is, and episodes follow their channel
      const plays = await titleIds(db(), ContentTypeId.Play, 20);
      expect(granted.filter((id) => plays.includes(id))).toHaveLength(4);
      const movies = await titleIds(db(), ContentTypeId.Movie, 40);
      expect(granted.filter((id) => movies.includes(id))).toEqual([]);
      // the figures of issue 32's closing note
      console.log(
        `entitlement sample without a plan: tickets for 0/40 films, ${granted.filter((id) => plays.includes(id)).length}/20 plays, ` +
          `${granted.filter((id) => episodes.includes(id)).length}/${episodes.length} episodes of as many channels (each Free or Public as marked)`,
      );
    });

    test("a product's package plays, a package the user did not buy (Kids Club) does not; a subtitled movie gets signed SRT links", async () => {
      const buyer = await subscriber();
      const ticket = await ticketOf(app(), buyer.token, await channelInPackage(db(), 'Arabic Premium'));
      expect(ticket.Kind).toBe('live');
      failure(
        await askTicket(app(), buyer.token, { Id: await channelInPackage(db(), 'Kids Club') }),
        403,
        PlaybackErrorCode.NoActivePlan,
      );
      const movie = await itemOfType(db(), ContentTypeId.Movie, true);
      const vod = await ticketOf(app(), buyer.token, movie);
      expect(vod).toMatchObject({ Kind: 'vod', DvrHours: null });
      const srt = (language: string) => vod.link.replace('/master.m3u8?', `/subtitles/${language}.srt?`);
      expect(vod.Subtitles).toEqual([
        { Language: 'ar', Label: 'العربية', Url: srt('ar') },
        { Language: 'en', Label: 'English', Url: srt('en') },
      ]);
    });

    test('unknown content and containers answer 404 ContentNotFound; Type other than 1 and malformed bodies 400', async () => {
      const buyer = await subscriber();
      failure(
        await askTicket(app(), buyer.token, { Id: 987_654_321 }),
        404,
        PlaybackErrorCode.ContentNotFound,
      );
      const container = await itemOfType(db(), ContentTypeId.Container);
      failure(await askTicket(app(), buyer.token, { Id: container }), 404, PlaybackErrorCode.ContentNotFound);
      const season = await itemOfType(db(), ContentTypeId.Season);
      failure(await askTicket(app(), buyer.token, { Id: season }), 404, PlaybackErrorCode.ContentNotFound);
      const channel = await channelInPackage(db(), 'Public');
      const bad: unknown[] = [
        { Id: channel, Type: 2 },
        { Id: -1, Type: 1 },
        { Id: 'one', Type: 1 },
        { Type: 1 },
        { Id: channel, Type: 1, Offline: true },
        { Id: channel, Type: 1, Quality: 'HD' },
        { Id: channel, Type: 1, DeviceName: 'x'.repeat(500) },
        { Id: channel, Type: 1, DeviceName: 'TV\u0000' },
        '{"Id": ',
        '[]',
        'null',
      ];
      for (const body of bad) {
        const answer = await playbackCall(app(), 'POST', '/session/content', buyer.token, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toMatchObject({ Success: false, Result: null });
      }
      for (const body of [
        {},
        { ticket: '' },
        { ticket: 'x'.repeat(201) },
        { ticket: 7 },
        { ticket: 'a\u0000b' },
        { ticket: "' or 1=1" },
        '{',
      ]) {
        const answer = await playbackCall(app(), 'POST', '/session/heartbeat', buyer.token, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
    });

    test("another user's ticket renews nothing and stops nothing (it stays theirs); an unknown ticket is an ended stream", async () => {
      const owner = await subscriber();
      const other = await subscriber();
      const ticket = await ticketOf(app(), owner.token, await channelInPackage(db(), 'Arabic Premium'));
      failure(await heartbeat(app(), other.token, ticket.ticket), 410, PlaybackErrorCode.StreamEnded);
      expect(resultOf(await stopStream(app(), other.token, ticket.ticket), z.literal(true))).toBe(true);
      failure(await heartbeat(app(), null, ticket.ticket), 401, PlaybackErrorCode.SignInRequired);
      resultOf(await heartbeat(app(), owner.token, ticket.ticket), heartbeatResultSchema);
      failure(await heartbeat(app(), owner.token, 'no-such-ticket'), 410, PlaybackErrorCode.StreamEnded);
    });

    test('losing the plan by a refund stops renewal at the next heartbeat', async () => {
      const buyer = await subscriber();
      const channel = await channelInPackage(db(), 'Arabic Premium');
      const ticket = await ticketOf(app(), buyer.token, channel);
      resultOf(await heartbeat(app(), buyer.token, ticket.ticket), heartbeatResultSchema);
      const [entry] = resultOf(
        await moneyCall(app(), 'GET', '/subscription/get', buyer),
        subscriptionListSchema,
      );
      await refundSubscription(app().money, entry?.Subscription.Id ?? 0);
      failure(await heartbeat(app(), buyer.token, ticket.ticket), 410, PlaybackErrorCode.StreamEnded);
      failure(await askTicket(app(), buyer.token, { Id: channel }), 403, PlaybackErrorCode.NoActivePlan);
    });

    test('a cancelled plan plays until its expiry date; the first heartbeat after it is refused', async () => {
      const buyer = await subscriber();
      const [entry] = resultOf(
        await moneyCall(app(), 'GET', '/subscription/get', buyer),
        subscriptionListSchema,
      );
      const cancel = await moneyCall(app(), 'GET', '/subscription/manage/cancel', buyer, {
        query: { subscriptionId: String(entry?.Subscription.Id), userAgent: 'test', origin: 'web' },
      });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      const expiry = Date.parse(entry?.Subscription.ExpireDate ?? '');
      clock.advance((expiry - clock.now().getTime()) / 1000 - 5);
      // a week on, the sign-in of the purchase has expired: the viewer signs in again
      const token = await signInDevice(
        app(),
        { ...newPerson(), email: buyer.email, from: buyer.from ?? '' },
        'tv',
      );
      const ticket = await ticketOf(app(), token, await channelInPackage(db(), 'Arabic Premium'));
      clock.advance(SESSION_INTERVAL_MS / 1000);
      failure(await heartbeat(app(), token, ticket.ticket), 410, PlaybackErrorCode.StreamEnded);
    });
  },
  { clock, env: MONEY_ENV },
);

describeWithServer(
  'playback tickets: the country gate',
  (server) => {
    test('outside ALLOWED_COUNTRIES no ticket is issued (451 CountryBlocked); inside, the same call plays, never stored', async () => {
      const channel = await channelInPackage(server().storage.db, 'Public');
      const ask = (country: string) =>
        server().app.inject({
          method: 'POST',
          url: '/session/content',
          headers: { 'cf-ipcountry': country },
          payload: { Id: channel, Type: 1 },
        });
      const blocked = await ask('US');
      expect(blocked.statusCode).toBe(451);
      expect(blocked.json()).toMatchObject({ Success: false, ErrorCode: 'CountryBlocked', Result: null });
      const allowed = await ask('NL');
      expect(allowed.statusCode).toBe(200);
      // a ticket is a credential: no browser or CDN keeps it
      expect(allowed.headers['cache-control']).toBe('no-store');
    });
  },
  { env: { COUNTRY_HEADER: 'cf-ipcountry', ALLOWED_COUNTRIES: 'NL' } },
);
