import { ContentTypeId, envelopeSchema, scheduleResponseSchema } from '@sahra/contracts';
import { expect, test } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../platform/db.js';
import { describeWithServer } from '../../testing/test-app.js';
import { get } from '../../testing/content-client.js';
import { GuideImportError } from './import-error.js';
import { importM3u } from './import-m3u.js';
import { importXmltv } from './import-xmltv.js';
import { channelSource } from './source-repository.js';
import { scheduleBetween } from './service.js';
import { decoratedArabic } from '../../testing/guide-samples.js';

// the test catalog's channels are items 10000… with Epg IDs epg-1…; each test uses channels of its own
const channelOf = (epg: number) => 10_000 + epg - 1;

const programme = (channel: string, start: string, stop: string | null, title: string, extra = '') =>
  `<programme start="${start}"${stop ? ` stop="${stop}"` : ''} channel="${channel}">` +
  `<title lang="ar">${title}</title><title lang="en">${title} (en)</title>${extra}</programme>`;

// the files' days are 2020-03-01…05: "now" is a few days later, so nothing is purged or aired in a live window
const TEST = { label: 'test', now: new Date('2020-03-10T00:00:00Z') };

const tv = (...lines: string[]) => ['<?xml version="1.0"?>', '<tv>', ...lines, '</tv>'].join('\n');

async function schedule(app: App, channelId: number, date: string, offset = 0) {
  const answer = await get(app, `/epg/schedule/${channelId}/${date}/3`, { offset });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return envelopeSchema(scheduleResponseSchema).parse(answer.body).Result ?? [];
}

const span = (entries: { StartsAt: string; StopsAt: string; EventMetadata: { Title: string } }[]) =>
  entries.map(
    (entry) => `${entry.StartsAt.slice(11, 16)}-${entry.StopsAt.slice(11, 16)} ${entry.EventMetadata.Title}`,
  );

async function rowCount(db: Db) {
  const row = await db
    .selectFrom('guide_programme')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function rejection(promise: Promise<unknown>): Promise<GuideImportError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GuideImportError);
  return error as GuideImportError;
}

describeWithServer('guide import', (server) => {
  test('XMLTV times are read in their own zones, a later start cuts the earlier programme short, gaps stay gaps', async () => {
    const { app, storage } = server();
    const summary = await importXmltv(
      storage.db,
      tv(
        '<channel id="epg-1"><display-name>Al Nahar Drama</display-name></channel>',
        // 08:00 UTC written in Riyadh time, 09:00 UTC written in New York time
        programme('epg-1', '20200301110000 +0300', '20200301123000 +0300', 'Morning'),
        programme('epg-1', '20200301040000 -0500', '20200301100000 +0000', 'Cut in'),
        // a gap from 10:00 to 11:00, then two at one instant: the later in the file wins
        programme('epg-1', '20200301110000 +0000', '20200301120000 +0000', 'Loser'),
        programme('epg-1', '20200301110000 +0000', '20200301113000 +0000', 'Winner'),
        // no stop: it ends where the next one starts
        programme('epg-1', '20200301113000', null, 'Open ended'),
        programme(
          'epg-1',
          '20200301130000 +0000',
          '20200301140000 +0000',
          'Last',
          '<desc lang="en">The end &amp; more</desc><icon src="/t.jpg"/><icon src="/big.jpg"/>',
        ),
      ),
      TEST,
    );
    expect(summary).toMatchObject({ programmes: 5, channels: 1, dropped: 1, unknownChannels: [] });
    const entries = await schedule(app, channelOf(1), '2020-03-01');
    expect(span(entries)).toEqual([
      '08:00-09:00 Morning',
      '09:00-10:00 Cut in',
      '11:00-11:30 Winner',
      '11:30-13:00 Open ended',
      '13:00-14:00 Last',
    ]);
    expect(entries[0]).toMatchObject({ Date: '2020-03-01', StartTime: '08:00:00', Duration: '01:00:00' });
    expect(entries.at(-1)).toMatchObject({
      EventMetadata: { Title: 'Last', Description: 'The end & more', Thumbnail: '/t.jpg', Image: '/big.jpg' },
      Titles: { ar: 'Last', en: 'Last (en)' },
      ContentId: null,
      InDvrWindow: false,
    });
  });

  test('importing the same file twice leaves the same guide, and a narrower file replaces only its window', async () => {
    const { storage } = server();
    const file = tv(
      programme('epg-2', '20200302060000 +0000', '20200302080000 +0000', 'A'),
      programme('epg-2', '20200302080000 +0000', '20200302090000 +0000', 'B'),
      programme('epg-2', '20200302090000 +0000', '20200302100000 +0000', 'C'),
    );
    // read from the database: the HTTP answers are cached for up to a second after an import
    const day = () =>
      scheduleBetween(storage.db, channelOf(2), new Date('2020-03-02T00:00Z'), new Date('2020-03-03T00:00Z'));
    await importXmltv(storage.db, file, TEST);
    const first = await day();
    await importXmltv(storage.db, file, TEST);
    expect(await day()).toEqual(first);

    await importXmltv(
      storage.db,
      tv(programme('epg-2', '20200302070000 +0000', '20200302083000 +0000', 'New')),
      TEST,
    );
    const programmes = await day();
    expect(
      programmes.map(
        (p) => `${p.start.toISOString().slice(11, 16)}-${p.stop.toISOString().slice(11, 16)} ${p.title}`,
      ),
    ).toEqual(['06:00-07:00 A', '07:00-08:30 New', '09:00-10:00 C']);
  });

  test('a batch of channels with spans far apart leaves each channel what lies outside its own span', async () => {
    const { storage } = server();
    const hourly = (channel: string, from: number, count: number, title: string) =>
      Array.from({ length: count }, (_, index) => {
        const hour = (offset: number) =>
          `${new Date(TEST.now.getTime() + (from + offset) * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14)} +0000`;
        return programme(channel, hour(index), hour(index + 1), `${title} ${index}`);
      });
    // epg-10 has no source: its last 8 hours are a live window's
    await importXmltv(storage.db, tv(...hourly('epg-10', -4, 16, 'Old')), TEST);
    await importXmltv(
      storage.db,
      tv(...hourly('epg-10', 20, 2, 'Later'), ...hourly('epg-11', -200, 2, 'Far back')),
      TEST,
    );
    const kept = await scheduleBetween(
      storage.db,
      channelOf(10),
      new Date(TEST.now.getTime() - 4 * 3_600_000),
      new Date(TEST.now.getTime() + 30 * 3_600_000),
    );
    expect(kept.map((entry) => entry.title)).toEqual([
      ...Array.from({ length: 16 }, (_, index) => `Old ${index}`),
      'Later 0',
      'Later 1',
    ]);
  });

  test('a programme at the broadcast time of a catch-up episode of its channel is linked to it', async () => {
    const { app, storage } = server();
    const episode = await storage.db
      .selectFrom('content_item as e')
      .innerJoin('content_item as c', 'c.url_encoded_name', 'e.channel_slug')
      .innerJoin('content_metadata as m', (join) =>
        join.onRef('m.item_id', '=', 'c.id').on('m.namespace', '=', 'Epg ID'),
      )
      .select(['e.id', 'e.broadcast_at', 'c.id as channelId', 'm.value as epgId'])
      .where('e.content_type_id', '=', ContentTypeId.Episode)
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    const at = new Date(episode.broadcast_at ?? 0);
    // episodes air on the hour or the half hour: a minute past is nobody's broadcast time
    const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
    const xmltv = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)} +0000`;
    await importXmltv(
      storage.db,
      tv(
        programme(episode.epgId, xmltv(at), xmltv(later(61)), 'The episode'),
        programme(episode.epgId, xmltv(later(61)), xmltv(later(121)), 'After'),
      ),
      { label: 'test', now: later(24 * 60) },
    );
    const [linked, after] = await scheduleBetween(storage.db, episode.channelId, at, later(121));
    expect(linked).toMatchObject({ contentId: episode.id, title: 'The episode' });
    expect(after).toMatchObject({ contentId: null, title: 'After' });
    const entries = await schedule(app, episode.channelId, at.toISOString().slice(0, 10));
    expect(entries.find((entry) => entry.StartsAt === at.toISOString())?.ContentId).toBe(episode.id);
  });

  test('a channel of an unknown id maps by its display name, forgivingly; programmes of channels nobody has are skipped and reported', async () => {
    const { storage } = server();
    const named = await storage.db
      .selectFrom('content_item')
      .select(['name'])
      .where('id', '=', channelOf(13))
      .executeTakeFirstOrThrow();
    const summary = await importXmltv(
      storage.db,
      tv(
        '<channel id="nowhere.tv"><display-name>Nowhere</display-name></channel>',
        `<channel id="Named.eg@HD"><display-name lang="ar">${decoratedArabic(named.name, 1)} HD</display-name></channel>`,
        programme('Named.eg@HD', '20200303060000 +0000', '20200303070000 +0000', 'By name'),
        programme('nowhere.tv', '20200303060000 +0000', '20200303070000 +0000', 'Lost'),
        programme('epg-3', '20200303060000 +0000', '20200303070000 +0000', 'Found'),
      ),
      TEST,
    );
    expect(summary).toMatchObject({
      programmes: 2,
      channels: 2,
      unknownChannels: [{ id: 'nowhere.tv', line: 3, programmes: 1 }],
      matchedByName: [{ id: 'Named.eg@HD', channelId: channelOf(13) }],
    });
  });

  test('bad programmes are skipped and reported with their lines, the rest of the file is imported', async () => {
    const { storage } = server();
    const valid = programme('epg-4', '20200304060000 +0000', '20200304070000 +0000', 'Valid');
    const summary = await importXmltv(
      storage.db,
      tv(
        valid,
        programme('epg-4', '2020-03-04 08:00', null, 'Bad time'),
        programme('epg-4', '20200231080000', null, 'No such day'),
        '<programme start="20200304090000" channel="epg-4"></programme>',
        programme('epg-4', '20200304100000', '20200304090000', 'Backwards'),
        programme('epg-4', '20200304100000', '20200304100000', 'Zero length'),
        programme('epg-4', '20200304110000 +0000', '20200304120000 +0000', 'Tom & Jerry &amp; friends'),
        programme(
          'epg-4',
          '20200304120000 +0000',
          '20200304130000 +0000',
          'Caf&eacute;&nbsp;Time',
          '<desc><![CDATA[Rock & Roll &amp; more]]></desc>',
        ),
      ),
      TEST,
    );
    expect(summary).toMatchObject({ programmes: 3, skipped: 5, stoppedAt: null });
    expect(summary.problems).toEqual([
      { line: 4, reason: 'start "2020-03-04 08:00" is not an XMLTV time' },
      { line: 5, reason: 'start "20200231080000" is not an XMLTV time' },
      { line: 6, reason: 'a programme has no title' },
      { line: 7, reason: 'a programme stops before it starts' },
      { line: 8, reason: 'a zero-length programme' },
    ]);
    const day = await scheduleBetween(
      storage.db,
      channelOf(4),
      new Date('2020-03-04T00:00Z'),
      new Date('2020-03-05T00:00Z'),
    );
    expect(day.map((entry) => entry.title)).toEqual([
      'Valid',
      'Tom & Jerry & friends',
      'Caf\u00e9\u00a0Time',
    ]);
    // CDATA is text as it stands; HTML's named entities, which feeds use, are read as HTML reads them
    expect(day[2]?.description).toBe('Rock & Roll &amp; more');
  });

  test('a file that is no XMLTV guide is refused with its line, and one that breaks later keeps what came before', async () => {
    const { storage } = server();
    const before = await rowCount(storage.db);
    const valid = programme('epg-4', '20200305060000 +0000', '20200305070000 +0000', 'Valid');
    for (const [file, line, reason] of [
      [['<guide>', valid, '</guide>'].join('\n'), 1, /root element/],
      ['', 1, /no XMLTV guide/],
      ['{"programmes": []}', 1, /no XMLTV guide/],
    ] as const) {
      const error = await rejection(importXmltv(storage.db, file, TEST));
      expect(error.line, file).toBe(line);
      expect(error.reason).toMatch(reason);
    }
    expect(await rowCount(storage.db)).toBe(before);

    const cut = tv(valid, '<programme start="20200305070000" channel="epg-4"><title>Cut').replace(
      /<\/tv>$/,
      '',
    );
    const summary = await importXmltv(storage.db, cut, TEST);
    expect(summary).toMatchObject({
      programmes: 1,
      stoppedAt: { line: 5, reason: expect.stringMatching(/ends early/) },
    });
  });

  test('an M3U list gives channels their source and user agent by tvg-id or name, and a new tvg-id maps XMLTV programmes', async () => {
    const { storage } = server();
    const summary = await importM3u(
      storage.db,
      [
        '#EXTM3U x-tvg-url="https://guide.example/epg.xml"',
        '#EXTINF:-1 tvg-id="epg-5" tvg-name="Fifth" tvg-logo="https://img.example/5.png" group-title="Drama",Fifth, HD',
        '#EXTVLCOPT:http-user-agent=Sahra',
        'https://origin.example/5/index.m3u8',
        '',
        '#EXTINF:-1 tvg-id="sixth.ae" group-title="News",Al Mehwar Drama',
        'https://origin.example/6/index.m3u8',
        '#EXTINF:-1 tvg-id="none.tv",No Such Channel',
        'https://origin.example/x/index.m3u8',
      ].join('\r\n'),
      { protocols: new Set(['http', 'https']), networks: [] },
    );
    const mehwar = await storage.db
      .selectFrom('content_item')
      .select('id')
      .where('display_title', '=', 'Al Mehwar Drama')
      .executeTakeFirstOrThrow();
    expect(summary).toEqual({
      mapped: 2,
      skipped: 0,
      truncated: 0,
      problems: [],
      unmatched: [{ line: 8, reason: 'No Such Channel' }],
    });
    expect(await channelSource(storage.db, channelOf(5))).toEqual({
      channelId: channelOf(5),
      epgId: 'epg-5',
      hlsOrigin: 'https://origin.example/5/index.m3u8',
      referrer: null,
      userAgent: 'Sahra',
      logoUrl: 'https://img.example/5.png',
      groupTitle: 'Drama',
    });
    expect(await channelSource(storage.db, mehwar.id)).toMatchObject({
      epgId: 'sixth.ae',
      hlsOrigin: 'https://origin.example/6/index.m3u8',
    });
    const imported = await importXmltv(
      storage.db,
      tv(programme('sixth.ae', '20200305060000 +0000', '20200305070000 +0000', 'Mapped by M3U')),
      TEST,
    );
    expect(imported).toMatchObject({ programmes: 1, unknownChannels: [] });
    const [mapped] = await scheduleBetween(
      storage.db,
      mehwar.id,
      new Date('2020-03-05T00:00:00Z'),
      new Date('2020-03-06T00:00:00Z'),
    );
    expect(mapped?.title).toBe('Mapped by M3U');
  });

  test('broken M3U entries are skipped with their lines and the rest of the list is imported', async () => {
    const { storage } = server();
    const summary = await importM3u(
      storage.db,
      [
        '#EXTINF:-1 tvg-id="epg-8" no name',
        'https://origin.example/8.m3u8',
        '#EXTINF:-1 tvg-id="epg-7",Seventh',
        'https://origin.example/7/index.m3u8',
        '#EXTINF:-1,Eighth',
        'not a url',
        'https://origin.example/stray.m3u8',
        '#EXTINF:-1,Ninth',
        '#EXTINF:-1 tvg-id="epg-9",Ninth',
        'file:///etc/passwd',
        '#EXTINF:-1,Last',
      ].join('\n'),
      { protocols: new Set(['http', 'https']), networks: [] },
    );
    expect(summary.mapped).toBe(1);
    expect(summary.problems).toEqual([
      { line: 1, reason: '#EXTINF has no comma before the channel name' },
      { line: 6, reason: '"not a url" is not a URL' },
      { line: 7, reason: 'a stream URL without an #EXTINF line before it' },
      { line: 8, reason: 'the #EXTINF has no stream URL' },
      { line: 10, reason: expect.stringMatching(/^file:\/\/ is not a source/) },
      { line: 11, reason: 'the #EXTINF has no stream URL' },
    ]);
    expect(await channelSource(storage.db, channelOf(7))).toMatchObject({
      hlsOrigin: 'https://origin.example/7/index.m3u8',
    });
    expect(
      await rejection(
        importM3u(storage.db, '<html>not a list</html>', { protocols: new Set(['http']), networks: [] }),
      ),
    ).toMatchObject({
      line: 1,
    });
  });
});
