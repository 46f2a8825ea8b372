import {
  channelSignalResponseSchema,
  envelopeSchema,
  guideGridResponseSchema,
  HOUR_MS,
  MINUTE_MS,
  PlatformErrorCode,
} from '@sahra/contracts';
import { beforeAll, expect, test } from 'vitest';
import type { App } from '../../app.js';
import { systemClock } from '../../platform/clock.js';
import { describeWithServer } from '../../testing/test-app.js';
import { get } from '../../testing/content-client.js';
import { ensureDemoGuide } from './demo-guide-job.js';

async function result<R>(
  app: App,
  path: string,
  schema: { parse(value: unknown): { Result?: R | null } },
  query = {},
) {
  const answer = await get(app, path, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body).Result;
}

const grid = (app: App, from: Date) =>
  result(app, '/epg/grid', envelopeSchema(guideGridResponseSchema), {
    from: from.toISOString(),
    hours: 4,
    channelPageSize: 3,
  });

describeWithServer("a recorded channel's signal in the guide", (server) => {
  const now = () => systemClock.now();
  let recorded = 0;
  let virtual = 0;
  let since: Date;

  beforeAll(async () => {
    await ensureDemoGuide(server().storage.db, { now: now() });
    const channels = (await grid(server().app, now()))?.Channels ?? [];
    [recorded, virtual] = channels.map((channel) => channel.IDChannel) as [number, number];
    const { db } = server().storage;
    const at = (minutesAgo: number) => new Date(now().getTime() - minutesAgo * MINUTE_MS);
    since = at(5);
    await db
      .insertInto('recording_channel')
      .values({
        channel_id: recorded,
        mode: 'copy',
        renditions: JSON.stringify([{ name: 'source', bandwidth: 2_000_000 }]),
        status: 'source-down',
        status_since: since,
      })
      .execute();
    await db
      .insertInto('recording_gap')
      .values([
        // long over, before the DVR window
        { channel_id: recorded, starts_at: at(10 * 60), ends_at: at(10 * 60 - 3), reason: 'source closed' },
        { channel_id: recorded, starts_at: at(90), ends_at: at(80), reason: 'HTTP 404' },
        { channel_id: recorded, starts_at: at(5), ends_at: null, reason: 'no segment for 12 s' },
      ])
      .execute();
  });

  test('the grid gives a recorded channel its signal and the gaps of its source in the window, a virtual one none', async () => {
    const from = new Date(now().getTime() - 2 * HOUR_MS);
    const channels = (await grid(server().app, from))?.Channels ?? [];
    const [first, second] = channels;
    expect(first?.IDChannel).toBe(recorded);
    expect(first?.Signal).toEqual({ Status: 'source-down', Since: since.toISOString() });
    expect(first?.Gaps.map((gap) => gap.StopsAt === null)).toEqual([false, true]);
    expect(Date.parse(first?.Gaps[0]?.StartsAt ?? '')).toBeGreaterThanOrEqual(from.getTime());
    expect(second).toMatchObject({ IDChannel: virtual, Signal: null, Gaps: [] });
  });

  test("the signal call answers the channel's status and its gaps over the DVR window", async () => {
    const answer = await result(
      server().app,
      `/epg/signal/${recorded}`,
      envelopeSchema(channelSignalResponseSchema),
    );
    expect(answer?.Signal?.Status).toBe('source-down');
    expect(answer?.Signal?.Since).toBe(since.toISOString());
    expect(answer?.Gaps).toHaveLength(2);
    expect(
      await result(server().app, `/epg/signal/${virtual}`, envelopeSchema(channelSignalResponseSchema)),
    ).toEqual({
      IDChannel: virtual,
      Signal: null,
      Gaps: [],
    });
  });

  test("a recorded channel's DVR window begins with its recording: programmes that started before it are not offered from their start", async () => {
    const recordedFrom = new Date(now().getTime() - 30 * MINUTE_MS);
    await server()
      .storage.db.insertInto('recorded_segment')
      .values({
        channel_id: recorded,
        rendition: 'source',
        sequence: 0,
        starts_at: recordedFrom,
        duration_ms: 4000,
        discontinuity: true,
        init_path: `${recorded}/r0/source/init.mp4`,
        path: `${recorded}/r0/source/0.m4s`,
      })
      .execute();
    const from = new Date(now().getTime() - 4 * HOUR_MS);
    const channels = (await grid(server().app, from))?.Channels ?? [];
    const dvr = (id: number) =>
      (channels.find((channel) => channel.IDChannel === id)?.Entries ?? [])
        .filter((entry) => Date.parse(entry.StartsAt) <= now().getTime())
        .map((entry) => ({
          before: Date.parse(entry.StartsAt) < recordedFrom.getTime(),
          dvr: entry.InDvrWindow,
        }));
    // the virtual channel plays its whole 8 h; the recorded one only what it recorded
    expect(
      dvr(virtual)
        .filter((entry) => entry.before)
        .every((entry) => entry.dvr),
    ).toBe(true);
    const recordedEntries = dvr(recorded);
    expect(recordedEntries.some((entry) => entry.before)).toBe(true);
    expect(recordedEntries.filter((entry) => entry.before).some((entry) => entry.dvr)).toBe(false);
    expect(recordedEntries.filter((entry) => !entry.before).every((entry) => entry.dvr)).toBe(true);
  });

  test('the signal of an unknown channel is a 404 envelope, a bad id a 400', async () => {
    const unknown = await get(server().app, '/epg/signal/99999999');
    expect(unknown.status).toBe(404);
    const bad = await get(server().app, '/epg/signal/abc');
    expect(bad.status).toBe(400);
    expect((bad.body as { ErrorCode?: string }).ErrorCode).toBe(PlatformErrorCode.BadRequest);
  });
});
