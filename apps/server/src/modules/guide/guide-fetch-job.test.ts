import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { HOUR_MS, MINUTE_MS } from '@sahra/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../platform/db.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { scheduleGuideFetch } from './guide-fetch-job.js';
import { formatXmltvTime } from './xmltv-time.js';

let now = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
const clock = { now: () => now };
let feed: { url: string; close: () => Promise<void>; requests: number };

beforeAll(async () => {
  const at = (hours: number) => formatXmltvTime(new Date(now.getTime() + hours * HOUR_MS), 0);
  const guide = gzipSync(
    `<tv><programme start="${at(2)}" stop="${at(3)}" channel="epg-12"><title>Fetched</title></programme></tv>`,
  );
  const server = http.createServer((request, response) => {
    state.requests++;
    if (request.url?.split('?')[0] === '/guide.xml')
      response.writeHead(200, { 'content-type': 'application/xml' }).end(guide);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const state = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    requests: 0,
  };
  feed = state;
});
afterAll(() => feed.close());

function logger() {
  const lines: { level: string; message: string | undefined; details: object }[] = [];
  return {
    lines,
    info: (details: object, message?: string) => lines.push({ level: 'info', message, details }),
    error: (details: object, message?: string) => lines.push({ level: 'error', message, details }),
  };
}

const imports = async (db: Db, source: string) =>
  (await db.selectFrom('guide_import').select('id').where('source', '=', source).execute()).length;

describeOnEachDatabase('scheduled guide fetch', (server, kind) => {
  test('GUIDE_URL is fetched and imported once per interval, its summary logged', async () => {
    const { storage } = server();
    const log = logger();
    const url = `${feed.url}/guide.xml`;
    const config = { GUIDE_URL: url, GUIDE_REFRESH_MINUTES: 60, FFMPEG_PATH: undefined };
    const job = scheduleGuideFetch(storage, { config, clock, log });
    try {
      await job.runNow();
      expect(log.lines).toEqual([
        expect.objectContaining({
          level: 'info',
          message: expect.stringMatching(/^Imported 1 programmes on 1 channels/),
        }),
      ]);
      const requests = feed.requests;
      now = new Date(now.getTime() + 30 * MINUTE_MS);
      await job.runNow();
      expect(feed.requests).toBe(requests);
      now = new Date(now.getTime() + 30 * MINUTE_MS);
      await job.runNow();
      expect(feed.requests).toBe(requests + 1);
      expect(await imports(storage.db, `url:${url}`)).toBe(2);
    } finally {
      job.stop();
    }
  });

  test('a feed that fails is logged as an error and imports nothing', async () => {
    const log = logger();
    const config = { GUIDE_URL: `${feed.url}/gone.xml`, GUIDE_REFRESH_MINUTES: 60, FFMPEG_PATH: undefined };
    const job = scheduleGuideFetch(server().storage, { config, clock, log });
    await job.runNow();
    job.stop();
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error', message: 'guide fetch failed' })]);
    expect(await imports(server().storage.db, `url:${config.GUIDE_URL}`)).toBe(0);
  });

  if (kind === 'postgres')
    test('two instances due at once fetch once: the advisory lock lets one through', async () => {
      const second = await server().another();
      try {
        const url = `${feed.url}/guide.xml?two`;
        const config = { GUIDE_URL: url, GUIDE_REFRESH_MINUTES: 60, FFMPEG_PATH: undefined };
        const log = logger();
        const jobs = [server().storage, second.storage].map((storage) =>
          scheduleGuideFetch(storage, { config, clock, log }),
        );
        await Promise.all(jobs.map((job) => job.runNow()));
        for (const job of jobs) job.stop();
        expect(log.lines.map((line) => line.level)).toEqual(['info']);
        expect(await imports(server().storage.db, `url:${url}`)).toBe(1);
      } finally {
        await second.stop();
      }
    });
});
