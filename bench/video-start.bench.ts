/**
 * Video start (issue 6): in Debian's Chromium with the network throttled to 150 ms round trips and
 * 1.6 Mbit/s each way, the time from the viewer's play to the first `playing` event after which
 * `currentTime` advances, for a catch-up episode and for a live channel; then the same live channel
 * with its 8-hour DVR window against a 10-segment window (the channel's DVR metadata changed in the
 * database between the runs). Each run is a fresh browser context (nothing cached), signed in as one
 * viewer. Runs on PostgreSQL so the bench can change the channel's window under the running server.
 * Prints p50 and every run; asserts nothing.
 *
 *   npm run bench:video-start -w @sahra/bench
 *   RUNS=9 WEB_DIST_DIR=apps/web/dist npm run bench:video-start -w @sahra/bench
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_KEY_PARAMETER,
  ContentTypeId,
  DEMO_API_KEY,
  MEDIA_SEGMENT_SECONDS,
  MediaState,
} from '@sahra/contracts';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median } from './lib/load.js';
import { freshPostgres } from './lib/postgres.js';
import { REPO_ROOT, startServer, type RunningProcess } from './lib/processes.js';
import { webBuild } from './lib/web-build.js';

const PORT = Number(process.env.VIDEO_START_PORT ?? 8294);
const RUNS = Number(process.env.RUNS ?? 7);
const DATA_DIR = path.join(REPO_ROOT, 'bench', '.data', 'video-start');
/** Kept between runs of the bench: generating the library takes minutes, measuring it does not. */
const MEDIA_DIR = path.join(REPO_ROOT, 'bench', '.data', 'media');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
];
/** 150 ms round trips, 1.6 Mbit/s down and up (Chrome DevTools' network emulation, per request). */
const THROTTLE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const TARGETS = { catchupMs: 1500, liveMs: 2000, windowRatio: 1.15 };
const DVR_HOURS = '8';
const PASSWORD = 'Sahra-bench-pass';
/** Ten segments of DVR, written as the hours the DVR metadata holds. */
const TEN_SEGMENTS_HOURS = String((10 * MEDIA_SEGMENT_SECONDS + 0.5) / 3600);

interface Playable {
  id: number;
  /** The page the viewer plays it on. */
  path: string;
  /** The page the viewer presses play on: the same page, or the list a channel is chosen from. */
  startPath: string;
}

async function waitForMedia(server: RunningProcess) {
  for (;;) {
    const status = (await (await fetch(`${server.url}/media/status`)).json()) as {
      Result: { State: string; ClipsReady: number; ClipsTotal: number };
    };
    if (status.Result.State === MediaState.Ready) return;
    if (status.Result.State === MediaState.Failed) throw new Error('the demo media library failed');
    console.log(`media: ${status.Result.ClipsReady} of ${status.Result.ClipsTotal} clips made`);
    await sleep(15_000);
  }
}

/** A Public channel (every signed-in viewer may watch it) and one catch-up episode of it. */
async function playables(db: pg.Client): Promise<{ channel: Playable; episode: Playable }> {
  const channel = await db.query<{ id: number; url_encoded_name: string }>(
    `select i.id, i.url_encoded_name from content_item i
       join content_metadata m on m.item_id = i.id and m.namespace = 'packages' and m.value = 'Public'
      where i.content_type_id = $1 order by i.id limit 1`,
    [ContentTypeId.Channel],
  );
  const live = channel.rows[0];
  if (!live) throw new Error('the catalog has no Public channel');
  const episode = await db.query<{ id: number; url_encoded_name: string }>(
    `select id, url_encoded_name from content_item
      where content_type_id = $1 and channel_slug = $2 order by id limit 1`,
    [ContentTypeId.Episode, live.url_encoded_name],
  );
  const recorded = episode.rows[0];
  if (!recorded) throw new Error(`channel ${live.id} has no catch-up episode`);
  return {
    channel: { id: live.id, path: `/play/${live.id}/${live.url_encoded_name}`, startPath: '/channel' },
    episode: {
      id: recorded.id,
      path: `/catchup/play/${recorded.id}/${recorded.url_encoded_name}`,
      startPath: `/catchup/play/${recorded.id}/${recorded.url_encoded_name}`,
    },
  };
}

/** Asks until the catalog is there: a fresh database is migrated and seeded while the server already answers. */
async function seeded<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt === 90) throw error;
      await sleep(2000);
    }
  }
}

/** One viewer for every run: registered once, its cookies handed to each fresh context. */
type ViewerState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function viewerState(browser: Browser, baseURL: string): Promise<ViewerState> {
  const context = await browser.newContext({ baseURL });
  const unique = String(Date.now()).slice(-8);
  const email = `bench.viewer.${unique}@example.com`;
  const answer = await context.request.post(
    `/membership/register/withLogin?${API_KEY_PARAMETER}=${DEMO_API_KEY}`,
    {
      data: {
        name: 'Bench',
        surname: 'Viewer',
        email,
        mobile: `+316${unique}`,
        password: PASSWORD,
        termsAndConditions: true,
        CountryIsoCode: 'NL',
        language: 'en',
      },
    },
  );
  if (!answer.ok()) throw new Error(`registering the viewer answered ${answer.status()}`);
  // through the login page, so the web app's own sign-in marks are in local storage too
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail or mobile number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Account options' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Marks the viewer's play (the first click: Play, or a channel's tile) and the first `playing` after
 * which currentTime moves on. Plain text: tsx would wrap a function's inner
 * functions in a helper that the page does not have.
 */
const RECORD_VIDEO_START = `
  const marks = {};
  window.videoStart = marks;
  document.addEventListener('click', () => { marks.play ??= performance.now(); }, true);
  document.addEventListener('playing', (event) => {
    const video = event.target;
    const from = video.currentTime;
    const advanced = () => {
      if (video.currentTime <= from) return;
      marks.advancing ??= performance.now();
      video.removeEventListener('timeupdate', advanced);
    };
    video.addEventListener('timeupdate', advanced);
  }, true);
`;

/** What one start took: its time, and the requests made after play (for the printed waterfall). */
interface Start {
  ms: number;
  requests: string[];
}

/** Each request after play: when it began and ended after play, its path's end and its bytes. */
const REQUESTS_AFTER_PLAY = `(() => {
  const play = window.videoStart.play ?? 0;
  return performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= play)
    .map((entry) => Math.round(entry.startTime - play) + '–' + Math.round(entry.responseEnd - play) + ' ms ' +
      new URL(entry.name).pathname.split('/').slice(-3).join('/') + ' ' + entry.transferSize + ' B');
})()`;

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  return page;
}

/** Milliseconds from play to frames advancing, for one fresh viewer. */
async function videoStart(
  browser: Browser,
  state: ViewerState,
  baseURL: string,
  playable: Playable,
  play: (page: Page, playable: Playable) => Promise<void>,
): Promise<Start> {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width: 1280, height: 720 },
  });
  try {
    await context.addInitScript(RECORD_VIDEO_START);
    const page = await throttled(context);
    await page.goto(playable.startPath);
    // the app has started (and the server-rendered play button is live) once the signed-in menu shows;
    // a viewer then looks at the page a moment before pressing play, so the page's own loading is done
    await page.getByRole('button', { name: 'Account options' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const started = async () => {
      await play(page, playable);
      return page.waitForFunction(
        () => {
          const marks = (window as unknown as { videoStart: { play?: number; advancing?: number } })
            .videoStart;
          return marks.advancing === undefined ? false : marks.advancing - (marks.play ?? 0);
        },
        undefined,
        { timeout: 60_000, polling: 50 },
      );
    };
    const handle = await started().catch(async (error: unknown) => {
      const shot = path.join(REPO_ROOT, 'bench', 'results', 'video-start-failed.png');
      await page.screenshot({ path: shot });
      console.error(`no video started; the page is in ${path.relative(REPO_ROOT, shot)}`);
      throw error;
    });
    return { ms: Number(await handle.jsonValue()), requests: await page.evaluate(REQUESTS_AFTER_PLAY) };
  } finally {
    await context.close();
  }
}

const clickPlay = async (page: Page) => {
  await page.getByRole('button', { name: /^Play / }).click();
};
/** A live channel is played by choosing it on the channels page, whose player then starts by itself. */
const chooseChannel = async (page: Page, playable: Playable) => {
  await page.locator(`a[href="${playable.path}"]`).first().click();
};

async function series(name: string, measureOnce: () => Promise<Start>): Promise<number> {
  await measureOnce(); // warm-up: the server's first answers and the browser's first start are not the viewer's
  const starts: Start[] = [];
  for (let run = 0; run < RUNS; run++) starts.push(await measureOnce());
  const runs = starts.map((start) => start.ms);
  const p50 = median(runs);
  console.log(`${name.padEnd(34)} p50 ${Math.round(p50)} ms   runs ${runs.map(Math.round).join(', ')}`);
  const typical = starts.reduce((best, start) =>
    Math.abs(start.ms - p50) < Math.abs(best.ms - p50) ? start : best,
  );
  console.log(`  requests after play in the run nearest p50:\n    ${typical.requests.join('\n    ')}`);
  return p50;
}

/** Segments in the channel's live playlist now, read through a ticket of the viewer's. */
async function liveSegments(browser: Browser, state: ViewerState, baseURL: string, channelId: number) {
  const context = await browser.newContext({ baseURL, storageState: state });
  try {
    const ticket = await context.request.post('/session/content', { data: { Id: channelId, Type: 1 } });
    const { Result } = (await ticket.json()) as { Result: { link: string; ticket: string } };
    const playlist = await context.request.get(Result.link.replace(/master\.m3u8$/, '360p.m3u8'));
    await context.request.post('/session/stop', { data: { ticket: Result.ticket } });
    return (await playlist.text()).match(/#EXTINF/g)?.length ?? 0;
  } finally {
    await context.close();
  }
}

/** Waits until the server reads the channel's new window (it keeps a channel's settings a minute). */
async function waitForWindow(read: () => Promise<number>, segments: (count: number) => boolean) {
  for (;;) {
    const count = await read();
    if (segments(count)) return count;
    await sleep(5_000);
  }
}

const setDvr = (db: pg.Client, channelId: number, hours: string) =>
  db.query(`update content_metadata set value = $2 where item_id = $1 and namespace = 'DVR'`, [
    channelId,
    hours,
  ]);

fs.mkdirSync(DATA_DIR, { recursive: true });
const databaseUrl = await freshPostgres('sahra_bench_video_start');
const server = await startServer(PORT, {
  DATA_DIR: path.join(DATA_DIR, 'data'),
  DATABASE_URL: databaseUrl,
  MEDIA_DIR,
  WEB_DIST_DIR: webBuild(path.join(DATA_DIR, 'web')),
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  await waitForMedia(server);
  const { channel, episode } = await seeded(() => playables(db));
  const state = await viewerState(browser, server.url);
  console.log(`\nvideo start, ${THROTTLE.latency} ms RTT and 1.6 Mbit/s, ${RUNS} runs each after a warm-up:`);
  const catchup = await series(`catch-up ${episode.path.split('/')[3]}`, () =>
    videoStart(browser, state, server.url, episode, clickPlay),
  );
  const live = await series(`live ${channel.id}, 8 h window`, () =>
    videoStart(browser, state, server.url, channel, chooseChannel),
  );
  const segmentsNow = () => liveSegments(browser, state, server.url, channel.id);
  console.log(`the 8 h window: ${await segmentsNow()} segments`);
  await setDvr(db, channel.id, TEN_SEGMENTS_HOURS);
  console.log(`the short window: ${await waitForWindow(segmentsNow, (count) => count <= 10)} segments`);
  const short = await series(`live ${channel.id}, 10-segment window`, () =>
    videoStart(browser, state, server.url, channel, chooseChannel),
  );
  await setDvr(db, channel.id, DVR_HOURS);
  const ratio = live / short;
  console.log(
    `\ncatch-up p50 ${Math.round(catchup)} ms (target ≤ ${TARGETS.catchupMs}), live p50 ${Math.round(live)} ms` +
      ` (target ≤ ${TARGETS.liveMs}), 8 h / 10-segment window ${ratio.toFixed(2)} (target ≤ ${TARGETS.windowRatio})`,
  );
} finally {
  await browser.close();
  await db.end();
  await server.stop();
}
