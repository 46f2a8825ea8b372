import { gzipSync } from 'node:zlib';
import {
  ContentTypeId,
  HOUR_MS,
  envelopeSchema,
  m3uImportSummarySchema,
  xmltvImportSummarySchema,
} from '@sahra/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../platform/db.js';
import { createTestApp, describeWithServer } from '../../testing/test-app.js';
import { LivePlaylists, GuideScheduleSource } from '../media/public.js';
import { channelSource } from './source-repository.js';
import { scheduleBetween } from './service.js';
import { feedServer } from '../../testing/feed-server.js';
import { m3uSample, xmltvSample, type SampleChannel } from '../../testing/guide-samples.js';
import { formatXmltvTime } from './xmltv-time.js';

const TOKEN = 'operator-token-for-tests-0123456789';
// on the segment grid and a second into a segment, as a live window is computed at any instant
const NOW = new Date(Math.floor(Date.now() / 4000) * 4000 + 1000);
const clock = { now: () => NOW };

async function catalogChannels(db: Db): Promise<SampleChannel[]> {
  const rows = await db
    .selectFrom('content_item as c')
    .innerJoin('content_metadata as m', (join) =>
      join.onRef('m.item_id', '=', 'c.id').on('m.namespace', '=', 'Epg ID'),
    )
    .select(['c.id', 'c.name', 'c.display_title', 'm.value'])
    .where('c.content_type_id', '=', ContentTypeId.Channel)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayTitle: row.display_title ?? row.name,
    epgId: row.value,
  }));
}

describeWithServer(
  'operator calls',
  (server) => {
    let origin = '';
    let channels: SampleChannel[] = [];
    beforeAll(async () => {
      origin = await server().app.listen({ port: 0, host: '127.0.0.1' });
      channels = await catalogChannels(server().storage.db);
    });

    const call = async (
      method: string,
      path: string,
      options: {
        body?: string | Buffer;
        type?: string;
        token?: string | null;
        headers?: Record<string, string>;
      } = {},
    ) => {
      const token = options.token === undefined ? TOKEN : options.token;
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          ...(options.type ? { 'content-type': options.type } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: options.body }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    test('the operator calls want the bearer token: none or a wrong one is a 401', async () => {
      for (const token of [null, 'wrong-token-of-the-same-kind-0123456', `${TOKEN}x`]) {
        const answer = await call('POST', '/operator/import/m3u', { body: '#EXTM3U\n', token });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ Success: false, ErrorCode: 'Unauthorized' });
      }
      const [first] = channels;
      const put = await call('PUT', `/operator/channels/${first!.id}/source`, {
        body: JSON.stringify({ url: 'https://x.example/a.m3u8' }),
        type: 'application/json',
        token: null,
      });
      expect(put.status).toBe(401);
    });

    test("a bearer call is no cookie call: another site's Origin beside a cookie does not refuse it", async () => {
      const answer = await call('POST', '/operator/import/m3u', {
        body: '#EXTM3U\n',
        type: 'audio/x-mpegurl',
        headers: { origin: 'https://evil.example', cookie: 'er-auth-token=abc' },
      });
      expect(answer.status).toBe(200);
    });

    test('a gzipped real-world M3U list: sources by tvg-id or forgiving names, with referrer and user agent; bad entries skipped by line', async () => {
      const sample = m3uSample(channels.slice(0, 24));
      const answer = await call('POST', '/operator/import/m3u', {
        body: gzipSync(sample.text),
        type: 'application/octet-stream',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const summary = envelopeSchema(m3uImportSummarySchema).parse(answer.body).Result!;
      expect(summary.mapped).toBe(sample.sources.size);
      expect(summary.unmatched.map((entry) => entry.reason)).toEqual(sample.unmatched);
      expect(summary.problems.map((problem) => problem.line)).toEqual([...sample.skipped.keys()]);
      for (const problem of summary.problems)
        expect(problem.reason).toMatch(sample.skipped.get(problem.line)!);
      for (const [channelId, source] of sample.sources)
        expect(await channelSource(server().storage.db, channelId)).toMatchObject({
          hlsOrigin: source.url,
          referrer: source.referrer,
          userAgent: source.userAgent,
        });
    });

    test("the operator sets and clears one channel's source; a URL no recorder reads is a 400", async () => {
      const channel = channels[40]!;
      const path = `/operator/channels/${channel.id}/source`;
      const json = (body: unknown) => ({ body: JSON.stringify(body), type: 'application/json' });
      const set = await call('PUT', path, json({ url: 'srt://10.0.0.5:9000', userAgent: 'Sahra' }));
      expect(set).toMatchObject({
        status: 200,
        body: {
          Result: { IDChannel: channel.id, Url: 'srt://10.0.0.5:9000', Referrer: null, UserAgent: 'Sahra' },
        },
      });
      expect((await call('PUT', path, json({ url: 'file:///etc/passwd' }))).status).toBe(400);
      expect(
        (await call('PUT', '/operator/channels/1/source', json({ url: 'https://x.example/' }))).status,
      ).toBe(404);
      const cleared = await call('DELETE', path);
      expect(cleared).toMatchObject({ status: 200, body: { Result: { Url: null } } });
    });

    test('a NUL, CR or LF in a source is a 400 naming the field, never a 500, and nothing is stored', async () => {
      const channel = channels[41]!;
      const path = `/operator/channels/${channel.id}/source`;
      const json = (body: unknown) => ({ body: JSON.stringify(body), type: 'application/json' });
      const refusals = [
        [{ url: 'https://tv.example/live\u0000.m3u8' }, /the URL hold a control character/],
        [{ url: 'https://tv.example/live.m3u8', userAgent: 'a\r\nX-Injected: yes' }, /the user agent hold/],
        [{ url: 'https://tv.example/live.m3u8', referrer: 'https://a.example/\u0000' }, /the referrer hold/],
      ] as const;
      for (const [body, reason] of refusals) {
        const answer = await call('PUT', path, json(body));
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(answer.body)).toMatch(reason);
      }
      expect((await channelSource(server().storage.db, channel.id))?.hlsOrigin ?? null).toBeNull();
    });

    test('an M3U entry with a header injection or a NUL is skipped and reported by line; the rest of the list imports', async () => {
      const [good, injected, nul] = channels.slice(42, 45);
      const entry = (epgId: string, name: string, url: string) =>
        `#EXTINF:-1 tvg-id="${epgId}",${name}\n${url}`;
      const list = [
        '#EXTM3U',
        entry(good!.epgId, good!.name, 'https://tv.example/good.m3u8'),
        entry(injected!.epgId, injected!.name, 'https://tv.example/a.m3u8|User-Agent=a%0D%0AX-Injected: yes'),
        entry(nul!.epgId, `${nul!.name}\u0000`, 'https://tv.example/nul.m3u8'),
      ].join('\n');
      const answer = await call('POST', '/operator/import/m3u', { body: list, type: 'audio/x-mpegurl' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const summary = envelopeSchema(m3uImportSummarySchema).parse(answer.body).Result!;
      expect(summary.mapped).toBe(1);
      expect(summary.problems).toEqual([
        { line: 5, reason: expect.stringMatching(/the user agent hold a control character/) },
        { line: 6, reason: expect.stringMatching(/the name hold a control character/) },
      ]);
      const db = server().storage.db;
      expect(await channelSource(db, good!.id)).toMatchObject({ hlsOrigin: 'https://tv.example/good.m3u8' });
      expect((await channelSource(db, injected!.id))?.hlsOrigin ?? null).toBeNull();
      expect((await channelSource(db, nul!.id))?.hlsOrigin ?? null).toBeNull();
    });

    test('over-long M3U fields: a group title is cut and a logo left out (counted), a user agent too long skips its entry', async () => {
      const [kept, refused] = channels.slice(47, 49);
      const list = [
        '#EXTM3U',
        `#EXTINF:-1 tvg-id="${kept!.epgId}" tvg-logo="https://img.example/${'l'.repeat(3000)}.png" group-title="${'G'.repeat(400)}",${kept!.name}`,
        'https://tv.example/kept.m3u8',
        `#EXTINF:-1 tvg-id="${refused!.epgId}",${refused!.name}`,
        `https://tv.example/refused.m3u8|User-Agent=${'u'.repeat(600)}`,
      ].join('\n');
      const answer = await call('POST', '/operator/import/m3u', { body: list, type: 'audio/x-mpegurl' });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      const summary = envelopeSchema(m3uImportSummarySchema).parse(answer.body).Result!;
      expect(summary).toMatchObject({ mapped: 1, skipped: 1, truncated: 2 });
      expect(summary.problems).toEqual([{ line: 5, reason: 'the user agent is longer than 512 characters' }]);
      expect(await channelSource(server().storage.db, kept!.id)).toMatchObject({
        hlsOrigin: 'https://tv.example/kept.m3u8',
      });
    });

    test('an XMLTV programme with a NUL in its text is skipped and reported by line; the rest of the guide imports', async () => {
      const channel = channels[45]!;
      const at = (hours: number) => formatXmltvTime(new Date(NOW.getTime() + hours * HOUR_MS), 0);
      const programme = (from: number, title: string) =>
        `<programme channel="${channel.epgId}" start="${at(from)}" stop="${at(from + 1)}"><title>${title}</title></programme>`;
      const guide = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tv>',
        `<channel id="${channel.epgId}"><display-name>${channel.name}</display-name></channel>`,
        programme(0, 'Before'),
        programme(1, 'Broken\u0000title'),
        programme(2, 'After'),
        '</tv>',
      ].join('\n');
      const answer = await call('POST', '/operator/import/xmltv', { body: guide, type: 'application/xml' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const summary = envelopeSchema(xmltvImportSummarySchema).parse(answer.body).Result!;
      expect(summary.programmes).toBe(2);
      expect(summary.problems.filter((problem) => problem.line === 5).length).toBeGreaterThan(0);
      const titles = (
        await scheduleBetween(server().storage.db, channel.id, NOW, new Date(NOW.getTime() + 3 * HOUR_MS))
      ).map((entry) => entry.title);
      expect(titles).toEqual(['Before', 'After']);
    });

    test('over-long guide texts are cut to their limits and counted; the programme is kept and the schedule stays small', async () => {
      const channel = channels[46]!;
      const at = (hours: number) => formatXmltvTime(new Date(NOW.getTime() + hours * HOUR_MS), 0);
      const guide = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tv>',
        `<programme channel="${channel.epgId}" start="${at(0)}" stop="${at(1)}">`,
        `<title>${'T'.repeat(1000)}</title>`,
        // the red team's was 200 MB, stored whole; the schedule then answered 210 MB
        `<desc>${'وصف '.repeat(500_000)}</desc>`,
        `<icon src="https://img.example/${'i'.repeat(5000)}.png"/>`,
        '</programme>',
        '</tv>',
      ].join('\n');
      const answer = await call('POST', '/operator/import/xmltv', { body: guide, type: 'application/xml' });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      const summary = envelopeSchema(xmltvImportSummarySchema).parse(answer.body).Result!;
      expect(summary).toMatchObject({ programmes: 1, skipped: 0, truncated: 3 });
      const [entry] = await scheduleBetween(
        server().storage.db,
        channel.id,
        NOW,
        new Date(NOW.getTime() + HOUR_MS),
      );
      expect(entry?.title).toBe('T'.repeat(300));
      expect(entry?.description.length).toBeLessThanOrEqual(5000);
      expect(entry?.description).toMatch(/^وصف وصف/);
    });

    test('a gzipped real-world XMLTV guide: bad programmes skipped by line, unknown channels listed, the rest imported', async () => {
      const sample = xmltvSample(channels.slice(30, 36), NOW, 12);
      expect(sample.text.split('\n').length).toBeGreaterThan(300);
      const answer = await call('POST', '/operator/import/xmltv', {
        body: gzipSync(sample.text),
        type: 'application/xml',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const summary = envelopeSchema(xmltvImportSummarySchema).parse(answer.body).Result!;
      expect(summary).toMatchObject({
        channels: 6,
        programmes: sample.programmes,
        unknownChannels: [{ id: 'QanatZayn.ae', line: expect.any(Number), programmes: 1 }],
        stoppedAt: null,
        keptAired: 0,
      });
      expect(summary.problems.map((problem) => problem.line)).toEqual([...sample.skipped.keys()]);
      for (const problem of summary.problems)
        expect(problem.reason).toMatch(sample.skipped.get(problem.line)!);
      const [entry] = await scheduleBetween(
        server().storage.db,
        channels[30]!.id,
        NOW,
        new Date(NOW.getTime() + 1),
      );
      expect(entry?.description).toMatch(/الحلقة/);
    });

    test('?url= fetches a guide (gzip by its bytes, not its name) and refuses what is not http(s) or not there', async () => {
      const sample = xmltvSample(channels.slice(36, 38), NOW, 6);
      const feed = await feedServer({ '/guide.xml': { body: gzipSync(sample.text), type: 'text/xml' } });
      try {
        const fetched = await call(
          'POST',
          `/operator/import/xmltv?url=${encodeURIComponent(`${feed.url}/guide.xml`)}`,
        );
        expect(fetched.status, JSON.stringify(fetched.body)).toBe(200);
        expect(fetched.body).toMatchObject({ Result: { channels: 2, programmes: sample.programmes } });
        const missing = await call(
          'POST',
          `/operator/import/xmltv?url=${encodeURIComponent(`${feed.url}/missing.xml`)}`,
        );
        expect(missing).toMatchObject({ status: 502, body: { ErrorCode: 'FetchFailed' } });
        for (const url of ['file:///etc/passwd', 'ftp://example/guide.xml', 'not a url']) {
          const refused = await call('POST', `/operator/import/xmltv?url=${encodeURIComponent(url)}`);
          expect(refused).toMatchObject({ status: 400, body: { ErrorCode: 'UrlRefused' } });
        }
      } finally {
        await feed.close();
      }
    });

    test('a body that is no guide at all is refused whole with 422', async () => {
      const html = await call('POST', '/operator/import/xmltv', {
        body: '<!DOCTYPE html><html><body>Not found</body></html>',
        type: 'text/html',
      });
      expect(html).toMatchObject({ status: 422, body: { ErrorCode: 'NotAGuide' } });
      const list = await call('POST', '/operator/import/m3u', {
        body: '{"channels":[]}',
        type: 'application/json',
      });
      expect(list).toMatchObject({ status: 422, body: { ErrorCode: 'NotAGuide' } });
    });

    test('every import purges programmes that ended more than the catch-up days ago', async () => {
      const channel = channels[39]!;
      const old = (days: number) => formatXmltvTime(new Date(NOW.getTime() - days * 24 * HOUR_MS), 0);
      const file = (start: string, stop: string) =>
        `<tv><programme start="${start}" stop="${stop}" channel="${channel.epgId}"><title>Old</title></programme></tv>`;
      await call('POST', '/operator/import/xmltv', { body: file(old(29), old(28.9)) });
      const answer = await call('POST', '/operator/import/xmltv', { body: file(old(45), old(44.9)) });
      expect(answer.body).toMatchObject({ Result: { programmes: 1 } });
      expect((answer.body.Result as { purged: number }).purged).toBeGreaterThanOrEqual(1);
      const left = await scheduleBetween(
        server().storage.db,
        channel.id,
        new Date(NOW.getTime() - 50 * 24 * HOUR_MS),
        NOW,
      );
      expect(
        left.map((programme) => Math.round((NOW.getTime() - programme.stop.getTime()) / HOUR_MS / 24)),
      ).toEqual([29]);
    });

    test('a re-import that revises the past leaves every segment a live window listed byte-identical (RFC 8216 6.2.1)', async () => {
      const { storage } = server();
      const channel = channels[41]!;
      const hour = (offset: number) => formatXmltvTime(new Date(NOW.getTime() + offset * HOUR_MS), 180);
      const guide = (shift: number, label: string) =>
        `<tv>${[-10, -7, -4.5, -2, -0.5, 1, 3]
          .map(
            (start, index, starts) =>
              `<programme start="${hour(start + shift)}" stop="${hour((starts[index + 1] ?? 5) + shift)}" channel="${channel.epgId}"><title>${label} ${index}</title><desc>${label}</desc></programme>`,
          )
          .join('')}</tv>`;
      const media = { id: channel.id, slug: 'x', dvrHours: 8, recorded: null };
      const shape = { clipCount: 8, clipSeconds: 8 };
      const playlist = async () =>
        (
          await new LivePlaylists(new GuideScheduleSource(storage.db), shape, clock).playlist(
            media,
            '540p',
            false,
          )
        ).text;

      await call('POST', '/operator/import/xmltv', { body: guide(0, 'First') });
      const before = await playlist();
      // every past programme moved by 20 minutes and renamed; the future changes too
      const revised = await call('POST', '/operator/import/xmltv', { body: guide(1 / 3, 'Revised') });
      expect(revised.body).toMatchObject({ Result: { keptAired: 5 } });
      expect(await playlist()).toBe(before);
      const guideNow = await scheduleBetween(
        storage.db,
        channel.id,
        new Date(NOW.getTime() - 9 * HOUR_MS),
        new Date(NOW.getTime() + 6 * HOUR_MS),
      );
      expect(guideNow.map((programme) => programme.title)).toEqual([
        'First 0',
        'First 1',
        'First 2',
        'First 3',
        'First 4',
        'Revised 5',
        'Revised 6',
      ]);
      // the programme on air at the import keeps its start and runs until the revised next one
      expect(guideNow[4]!.stop.getTime()).toBe(NOW.getTime() + (1 + 1 / 3) * HOUR_MS);
    });
  },
  // the feeds these tests serve are on this machine, and their sources on the LAN and multicast, which
  // the URL policy lets through only when listed
  { env: { OPERATOR_TOKEN: TOKEN, SOURCE_NETWORKS: '127.0.0.0/8,10.0.0.0/8,239.0.0.0/8' }, clock },
);

describe('operator URLs under the default policy (no SOURCE_NETWORKS)', () => {
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    app = await createTestApp('pglite', { env: { OPERATOR_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(() => app?.close());

  test("?url= to this machine's services is refused by name of the range, and their answer is never read back", async () => {
    // a service on this machine that is no guide: what it says must not come back in the answer
    const secret = await feedServer({ '/': { body: 'internal: db password hunter2', type: 'text/plain' } });
    try {
      for (const kind of ['xmltv', 'm3u']) {
        const answer = await app!.app.inject({
          method: 'POST',
          url: `/operator/import/${kind}?url=${encodeURIComponent(`${secret.url}/`)}`,
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({
          ErrorCode: 'UrlRefused',
          ErrorMessage: expect.stringMatching(
            /127\.0\.0\.1 is a loopback address, which SOURCE_NETWORKS does not list/,
          ),
        });
        expect(answer.body).not.toContain('hunter2');
      }
    } finally {
      await secret.close();
    }
  });

  test('a source on a loopback, private or multicast address is a 400 naming the range; a public one is set', async () => {
    const [channel] = await catalogChannels(app!.storage.db);
    const put = (url: string) =>
      app!.app.inject({
        method: 'PUT',
        url: `/operator/channels/${channel!.id}/source`,
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ url }),
      });
    for (const [url, range] of [
      ['srt://127.0.0.1:5432', 'loopback'],
      ['http://10.20.0.5/live.m3u8', 'private'],
      ['udp://@239.0.0.1:1234', 'multicast'],
      ['http://[::ffff:127.0.0.1]:8080/', 'loopback'],
    ] as const) {
      const answer = await put(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().ErrorMessage).toMatch(
        new RegExp(`may not be read: .* is a ${range} address, which SOURCE_NETWORKS does not list`),
      );
    }
    expect((await put('https://93.184.215.14/live.m3u8')).statusCode).toBe(200);
  });
});

describe('operator calls without OPERATOR_TOKEN', () => {
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  }, 120_000);
  afterAll(() => app?.close());

  test('do not exist: 404 whatever the token', async () => {
    for (const url of ['/operator/import/xmltv', '/operator/import/m3u']) {
      const answer = await app!.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
    }
  });
});
