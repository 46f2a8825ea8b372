import {
  ContentTypeId,
  envelopeSchema,
  GUIDE_DAYS_AFTER,
  GUIDE_DAYS_BEFORE,
  guideGridResponseSchema,
  instantGuideResponseSchema,
  PlatformErrorCode,
  scheduleResponseSchema,
  type GuideEntry,
  DAY_MS,
  HOUR_MS,
} from '@sahra/contracts';
import { beforeAll, expect, test } from 'vitest';
import type { App } from '../../app.js';
import { systemClock } from '../../platform/clock.js';
import { describeWithServer } from '../../testing/test-app.js';
import { get } from '../../testing/content-client.js';
import { loadDemoCatalog } from './demo-catalog.js';
import { demoDay, demoGuideXmltv, demoWindow } from './demo-guide.js';
import { ensureDemoGuide } from './demo-guide-job.js';
import { programmeAt, scheduleBetween } from './service.js';

const FIRST_CHANNEL = 10_000;

async function result<T>(app: App, path: string, schema: { parse(value: unknown): T }, query = {}) {
  const answer = await get(app, path, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

const instant = async (app: App, offset: number) =>
  (await result(app, `/epg/instant/${offset}`, envelopeSchema(instantGuideResponseSchema))).Result ?? [];

const schedule = async (app: App, channelId: number, date: string, offset: number) =>
  (
    await result(app, `/epg/schedule/${channelId}/${date}/3`, envelopeSchema(scheduleResponseSchema), {
      offset,
    })
  ).Result ?? [];

/** Each entry starts where the one before it stops. */
function expectContinuous(entries: Pick<GuideEntry, 'StartsAt' | 'StopsAt'>[]) {
  entries.slice(1).forEach((entry, index) => expect(entry.StartsAt).toBe(entries[index]?.StopsAt));
}

describeWithServer('guide calls on the demo guide', (server) => {
  beforeAll(async () => {
    expect(await ensureDemoGuide(server().storage.db, { now: systemClock.now() })).toBe(true);
  }, 120_000);

  test('the demo guide of a day is imported once and is the same text however often it is built', async () => {
    const { db } = server().storage;
    const now = systemClock.now();
    expect(await ensureDemoGuide(db, { now })).toBe(false);
    const day = demoDay(now);
    const { from, to } = demoWindow(day);
    const channels = await loadDemoCatalog(db, from, to);
    expect([...demoGuideXmltv(channels, day)].join('')).toBe([...demoGuideXmltv(channels, day)].join(''));
  });

  test("the next day's demo guide adds its days and leaves the past as it was", async () => {
    const { db } = server().storage;
    const today = demoDay(systemClock.now());
    const past = () =>
      db
        .selectFrom('guide_programme')
        .select(['channel_id', 'starts_at', 'stops_at', 'title'])
        .where('starts_at', '<', today)
        .orderBy(['channel_id', 'starts_at'])
        .execute();
    const first = (await past()).find((row) => row.channel_id === FIRST_CHANNEL);
    if (!first) throw new Error('the demo guide has a past');
    // a programme another import placed in the past, as the recording journeys' fixture does
    const retitle = (title: string) =>
      db
        .updateTable('guide_programme')
        .set({ title })
        .where('channel_id', '=', FIRST_CHANNEL)
        .where('starts_at', '=', first.starts_at)
        .execute();
    await retitle('Placed elsewhere');
    const placed = await past();
    const tomorrow = new Date(today.getTime() + DAY_MS + 60_000);
    expect(await ensureDemoGuide(db, { now: tomorrow })).toBe(true);
    expect(await past()).toEqual(placed);
    await retitle(first.title);
    const { to } = demoWindow(demoDay(tomorrow));
    const last = await db
      .selectFrom('guide_programme')
      .select((eb) => eb.fn.max('stops_at').as('last'))
      .where('channel_id', '=', FIRST_CHANNEL)
      .executeTakeFirstOrThrow();
    expect(new Date(last.last as Date).getTime()).toBe(to.getTime());
  });

  test('every channel of the demo guide runs without gaps or overlaps over its window', async () => {
    const { db } = server().storage;
    const { from, to } = demoWindow(demoDay(systemClock.now()));
    const channels = await db
      .selectFrom('content_item')
      .select('id')
      .where('content_type_id', '=', ContentTypeId.Channel)
      .execute();
    expect(channels.length).toBeGreaterThanOrEqual(80);
    for (const { id } of channels) {
      const programmes = await scheduleBetween(db, id, from, to);
      expect(programmes[0]?.start.getTime(), String(id)).toBe(from.getTime());
      expect(programmes.at(-1)?.stop.getTime(), String(id)).toBeGreaterThanOrEqual(to.getTime());
      programmes
        .slice(1)
        .forEach((programme, index) =>
          expect(programme.start.getTime(), `${id} ${programme.start.toISOString()}`).toBe(
            programmes[index]?.stop.getTime(),
          ),
        );
    }
  });

  test("demo guide entries of catch-up episodes start at the episode's broadcast time on its channel, and each episode in the window has one", async () => {
    const { db } = server().storage;
    const { from, to } = demoWindow(demoDay(systemClock.now()));
    const linked = await db
      .selectFrom('guide_programme as g')
      .innerJoin('content_item as e', 'e.id', 'g.content_id')
      .innerJoin('content_item as c', 'c.id', 'g.channel_id')
      .select([
        'g.starts_at',
        'e.broadcast_at',
        'e.channel_slug',
        'c.url_encoded_name as channelSlug',
        'e.content_type_id',
      ])
      .execute();
    expect(linked.length).toBeGreaterThan(100);
    for (const row of linked) {
      expect(new Date(row.starts_at).getTime()).toBe(new Date(row.broadcast_at ?? 0).getTime());
      expect(row.channel_slug).toBe(row.channelSlug);
      expect(row.content_type_id).toBe(ContentTypeId.Episode);
    }
    // every episode aired in the window is in the guide, but for one of two sharing a channel and start
    const episodes = await db
      .selectFrom('content_item as e')
      .leftJoin('guide_programme as g', 'g.content_id', 'e.id')
      .select(['e.id', 'e.channel_slug', 'e.broadcast_at', 'g.content_id'])
      .where('e.content_type_id', '=', ContentTypeId.Episode)
      .where('e.broadcast_at', '>=', from)
      .where('e.broadcast_at', '<', to)
      .orderBy('e.id')
      .execute();
    const airings = new Set<string>();
    for (const episode of episodes) {
      const airing = `${episode.channel_slug}@${new Date(episode.broadcast_at ?? 0).getTime()}`;
      expect(episode.content_id === null, String(episode.id)).toBe(airings.has(airing));
      airings.add(airing);
    }
  });

  test("the instant guide answers every channel's programme now and the next one, on the viewer's clock", async () => {
    const { app, storage } = server();
    const now = Date.now();
    const [riyadh, newYork] = [await instant(app, 3), await instant(app, -5)];
    expect(riyadh.length).toBeGreaterThanOrEqual(80);
    riyadh.forEach((channel, index) => {
      const { Now, Next } = channel;
      if (!Now || !Next) throw new Error(`channel ${channel.IDChannel} has no programme now`);
      expect(Date.parse(Now.StartsAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(Now.StopsAt)).toBeGreaterThan(now - 60_000);
      expect(Next.StartsAt).toBe(Now.StopsAt);
      expect(Now.InDvrWindow).toBe(true);
      expect(Next.InDvrWindow).toBe(false);
      const local = new Date(Date.parse(Now.StartsAt) + 3 * HOUR_MS).toISOString();
      expect([Now.Date, Now.StartTime]).toEqual([local.slice(0, 10), local.slice(11, 19)]);
      const there = newYork[index]?.Now;
      expect(there?.StartsAt).toBe(Now.StartsAt);
      expect(there?.StartTime).toBe(
        new Date(Date.parse(Now.StartsAt) - 5 * HOUR_MS).toISOString().slice(11, 19),
      );
    });
    const first = riyadh[0];
    const playing = await programmeAt(
      storage.db,
      FIRST_CHANNEL,
      new Date(Date.parse(first?.Now?.StartsAt ?? '')),
    );
    expect(playing?.title).toBe(first?.Now?.EventMetadata.Title);
  });

  test("the schedule covers each of the 5 dates around today on the viewer's calendar, with catch-up links and the DVR window", async () => {
    const { app } = server();
    const offset = 3;
    const today = new Date(Date.now() + offset * HOUR_MS);
    const dates = Array.from({ length: GUIDE_DAYS_BEFORE + GUIDE_DAYS_AFTER + 1 }, (_, index) =>
      new Date(today.getTime() + (index - GUIDE_DAYS_BEFORE) * DAY_MS).toISOString().slice(0, 10),
    );
    let inDvr = 0;
    for (const date of dates) {
      const entries = await schedule(app, FIRST_CHANNEL, date, offset);
      const dayStart = Date.parse(`${date}T00:00:00Z`) - offset * HOUR_MS;
      expect(Date.parse(entries[0]?.StartsAt ?? '')).toBeLessThanOrEqual(dayStart);
      expect(Date.parse(entries.at(-1)?.StopsAt ?? '')).toBeGreaterThanOrEqual(dayStart + DAY_MS);
      expectContinuous(entries);
      for (const entry of entries.slice(1)) expect(entry.Date).toBe(date);
      for (const entry of entries) {
        const start = Date.parse(entry.StartsAt);
        const [hours, minutes, seconds] = entry.Duration.split(':').map(Number);
        expect(((hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0)) * 1000).toBe(
          Date.parse(entry.StopsAt) - start,
        );
        expect(entry.InDvrWindow).toBe(start <= Date.now() && start >= Date.now() - 8 * HOUR_MS);
        if (entry.InDvrWindow) inDvr++;
      }
    }
    expect(inDvr).toBeGreaterThan(0);
  });

  test('the grid pages through the channels in channel order with their programmes over the window', async () => {
    const { app } = server();
    const from = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
    const page = async (channelPage: number) =>
      (
        await result(app, '/epg/grid', envelopeSchema(guideGridResponseSchema), {
          from,
          hours: 8,
          channelPage,
          channelPageSize: 30,
        })
      ).Result;
    const [first, second, third] = [await page(0), await page(1), await page(2)];
    expect(first?.TotalChannels).toBe(80);
    expect([first, second, third].map((grid) => grid?.Channels.length)).toEqual([30, 30, 20]);
    const ids = [first, second, third].flatMap(
      (grid) => grid?.Channels.map((channel) => channel.IDChannel) ?? [],
    );
    expect(ids).toEqual(Array.from({ length: 80 }, (_, index) => FIRST_CHANNEL + index));
    const to = Date.parse(from) + 8 * HOUR_MS;
    for (const channel of first?.Channels ?? []) {
      expect(Date.parse(channel.Entries[0]?.StartsAt ?? '')).toBeLessThanOrEqual(Date.parse(from));
      expect(Date.parse(channel.Entries.at(-1)?.StopsAt ?? '')).toBeGreaterThanOrEqual(to);
      expectContinuous(channel.Entries);
    }
  });

  test("the grid's cells carry the title in the viewer's language, as the channel's schedule has it", async () => {
    const { app } = server();
    const from = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
    const grid = async (language?: string) =>
      (
        await result(app, '/epg/grid', envelopeSchema(guideGridResponseSchema), {
          from: from.toISOString(),
          hours: 2,
          channelPageSize: 1,
          ...(language ? { language } : {}),
        })
      ).Result?.Channels[0]?.Entries ?? [];
    const [english, arabic, unknown] = [await grid('en'), await grid('ar'), await grid('xx')];
    // the window may run past midnight: the schedules of its first and last dates hold its programmes
    const dates = [from, new Date(from.getTime() + 2 * HOUR_MS)].map((at) => at.toISOString().slice(0, 10));
    const listed = [
      ...(await schedule(app, FIRST_CHANNEL, dates[0] ?? '', 0)),
      ...(await schedule(app, FIRST_CHANNEL, dates[1] ?? '', 0)),
    ];
    const scheduled = new Map(listed.map((entry) => [entry.StartsAt, entry]));
    expect(english.length).toBeGreaterThan(0);
    english.forEach((cell, index) => {
      const entry = scheduled.get(cell.StartsAt);
      expect(cell.Title).toBe(entry?.Titles.en);
      expect(arabic[index]?.Title).toBe(entry?.Titles.ar);
      expect(unknown[index]?.Title).toBe(entry?.EventMetadata.Title);
      expect(Object.keys(cell).sort()).toEqual([
        'Catchup',
        'ContentId',
        'InDvrWindow',
        'StartsAt',
        'StopsAt',
        'Title',
      ]);
    });
  });

  test('bad offsets, dates, ids and grid windows are refused with a 400 envelope', async () => {
    const { app } = server();
    const today = new Date().toISOString().slice(0, 10);
    const bad: [string, Record<string, string>?][] = [
      ['/epg/instant/15'],
      ['/epg/instant/-13'],
      ['/epg/instant/abc'],
      ['/epg/instant/2.3'],
      [`/epg/schedule/${FIRST_CHANNEL}/2026-02-30/3`],
      [`/epg/schedule/${FIRST_CHANNEL}/20261123/3`],
      [`/epg/schedule/${FIRST_CHANNEL}/tomorrow/3`],
      [`/epg/schedule/x/${today}/3`],
      [`/epg/schedule/0/${today}/3`],
      [`/epg/schedule/${FIRST_CHANNEL}/${today}/3`, { offset: '20' }],
      ['/epg/grid'],
      ['/epg/grid', { from: 'yesterday' }],
      ['/epg/grid', { from: '2026-11-23T18:00:00Z', hours: '25' }],
      ['/epg/grid', { from: '2026-11-23T18:00:00Z', channelPageSize: '101' }],
      ['/epg/grid', { from: '2026-11-23T18:00:00Z', channelPage: '-1' }],
    ];
    for (const [path, query] of bad) {
      const answer = await get(app, path, query);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({
        Success: false,
        Result: null,
        ErrorCode: PlatformErrorCode.BadRequest,
      });
    }
  });

  test('the schedule of an unknown channel is a 404 envelope', async () => {
    const { app } = server();
    for (const id of [99, 2_000_000]) {
      const answer = await get(app, `/epg/schedule/${id}/2026-11-23/3`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ Success: false, ErrorCode: PlatformErrorCode.NotFound });
    }
  });
});
