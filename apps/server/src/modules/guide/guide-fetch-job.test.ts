import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { HOUR_MS, MINUTE_MS } from '@sahra/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../platform/db.js';
import { JobRunner } from '../../platform/jobs/job-runner.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { guideFetchJob } from './guide-fetch-job.js';
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
  const at = (level: string) => (details: object, message?: string) => {
    lines.push({ level, message, details });
  };
  return { lines, debug: () => undefined, info: at('info'), warn: at('warn'), error: at('error') };
}

const imports = async (db: Db, source: string) =>
  (await db.selectFrom('guide_import').select('id').where('source', '=', source).execute()).length;

describeOnEachDatabase('scheduled guide fetch', (server, kind) => {
  test('GUIDE_URL is fetched and imported once per interval, its summary logged', async () => {
    const { storage } = server();
    const log = logger();
    const url = `${feed.url}/guide.xml`;
    const config = {
      GUIDE_URL: url,
      GUIDE_REFRESH_MINUTES: 60,
      FFMPEG_PATH: undefined,
      SOURCE_NETWORKS: ['127.0.0.0/8'],
    };
    const job = guideFetchJob(storage.db, { config, log });
    await job.run(clock.now());
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'info',
        message: expect.stringMatching(/^Imported 1 programmes on 1 channels/),
      }),
    ]);
    const requests = feed.requests;
    now = new Date(now.getTime() + 30 * MINUTE_MS);
    await job.run(clock.now());
    expect(feed.requests).toBe(requests);
    now = new Date(now.getTime() + 30 * MINUTE_MS);
    await job.run(clock.now());
    expect(feed.requests).toBe(requests + 1);
    expect(await imports(storage.db, `url:${url}`)).toBe(2);
  });

  test('a feed that fails fails the run: logged as an error, recorded with its reason, nothing imported', async () => {
    const log = logger();
    const config = {
      GUIDE_URL: `${feed.url}/gone.xml`,
      GUIDE_REFRESH_MINUTES: 60,
      FFMPEG_PATH: undefined,
      SOURCE_NETWORKS: ['127.0.0.0/8'],
    };
    const { db } = server().storage;
    const runner = new JobRunner({ db, clock, log, jobs: [guideFetchJob(db, { config, log })] });
    expect(await runner.runNow('guide-fetch')).toBe('ran');
    await runner.stop();
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'background job failed',
        details: expect.objectContaining({ job: 'guide-fetch', failures: 1 }),
      }),
    ]);
    const [job] = await runner.list();
    expect(job).toMatchObject({ lastOutcome: 'failed', lastMessage: `${config.GUIDE_URL} answered 404` });
    expect(await imports(db, `url:${config.GUIDE_URL}`)).toBe(0);
  });

  if (kind === 'postgres')
    test('two instances due at once fetch once: one takes the job, the other finds it done', async () => {
      const second = await server().another();
      try {
        const url = `${feed.url}/guide.xml?two`;
        const config = {
          GUIDE_URL: url,
          GUIDE_REFRESH_MINUTES: 60,
          FFMPEG_PATH: undefined,
          SOURCE_NETWORKS: ['127.0.0.0/8'],
        };
        const log = logger();
        const runners = [server().storage, second.storage].map(
          ({ db }) => new JobRunner({ db, clock, log, jobs: [guideFetchJob(db, { config, log })] }),
        );
        await Promise.all(runners.map((runner) => runner.runNow('guide-fetch')));
        await Promise.all(runners.map((runner) => runner.stop()));
        expect(log.lines.map((line) => line.level)).toEqual(['info']);
        expect(await imports(server().storage.db, `url:${url}`)).toBe(1);
      } finally {
        await second.stop();
      }
    });
});
