/**
 * Video start (issue 6): in Debian's Chromium with the network throttled to 150 ms round trips and
 * 1.6 Mbit/s each way, the time from the viewer's play to the first `playing` event after which
 * `currentTime` advances, for a catch-up episode and for a live channel; then the same live channel
 * with its 8-hour DVR window against a 10-segment window (the channel's DVR metadata changed in the
 * database between the runs). Each run is a fresh browser context (nothing cached), signed in as one
 * viewer. Runs on PostgreSQL so the bench can change the channel's window under the running server.
 * Prints p50 and every run; asserts nothing.
 *
 * Through the edge (ADR 035): the same starts with the player's media fetched through the CDN edge of
 * deploy/edge/ (Debian's nginx with njs) in front of a server whose MEDIA_ORIGIN names it, so tickets
 * link to the edge and the page's CSP allows it; the page itself still comes from that server. EDGE
 * picks the routes: `both` (default) measures the two side by side, a run of one after a run of the
 * other (taking turns at going first), each from a server of its own on the one database (the direct
 * one on VIDEO_START_PORT records the channels, the other on the next port only serves), and prints the
 * edge's figures against the direct ones in %; `off` is the direct route alone, `only` the edge alone.
 * The throttling applies to the page's requests to every host. The edge's cache lives as long as the
 * bench, so after the warm-up a catch-up episode's first segments are hits, as they are for the second
 * viewer of anything at a real edge; each edge series prints its hits per run.
 *
 *   npm run bench:video-start -w @sahra/bench
 *   RUNS=9 WEB_DIST_DIR=apps/web/dist npm run bench:video-start -w @sahra/bench
 *   EDGE=off npm run bench:video-start -w @sahra/bench
 *
 * The edge needs nginx with njs (`bash scripts/install-nginx.sh`).
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
import { startNginxEdge, type NginxEdge } from '../apps/server/src/testing/nginx-edge.js';
import { readMasterPlaylist, readMediaPlaylist } from '../apps/server/src/testing/playlists.js';
import { BENCH_CHROMIUM_FLAGS } from './lib/chromium-flags.js';
import { median } from './lib/load.js';
import { freshPostgres } from './lib/postgres.js';
import { REPO_ROOT, startServer, type RunningProcess } from './lib/processes.js';
import { webBuild } from './lib/web-build.js';

const PORT = Number(process.env.VIDEO_START_PORT ?? 8294);
/** The server whose tickets link to the edge. */
const EDGE_SERVER_PORT = PORT + 1;
const RUNS = Number(process.env.RUNS ?? 7);
/** Which way the player's media goes: straight to the server, through the edge, or both side by side. */
type Route = 'direct' | 'edge';
const EDGE = process.env.EDGE ?? 'both';
const ROUTES_OF: Record<string, Route[]> = { both: ['direct', 'edge'], off: ['direct'], only: ['edge'] };
const ROUTES: Route[] = ROUTES_OF[EDGE] ?? [];
if (ROUTES.length === 0) throw new Error(`EDGE=${EDGE}: both, off or only`);
/** The servers' and the edge's MEDIA_LINK_SECRET: set here, so both hold the same one. */
const MEDIA_LINK_SECRET = 'sahra-video-start-bench-media-link-secret';
/** The difference the edge may make to a start (the issue's target). */
const EDGE_TARGET_PERCENT = 10;
const DATA_DIR = path.join(REPO_ROOT, 'bench', '.data', 'video-start');
/** Kept between runs of the bench: generating the library takes minutes, measuring it does not. */
const MEDIA_DIR = path.join(REPO_ROOT, 'bench', '.data', 'media');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  ...BENCH_CHROMIUM_FLAGS,
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
];
/** 150 ms round trips, 1.6 Mbit/s down and up (Chrome DevTools' network emulation, per request). */
const THROTTLE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const TARGETS = { catchupMs: 1500, liveMs: 2000, windowRatio: 1.15 };
/** Series names are padded to this; the edge's are longer. */
const NAME_WIDTH = ROUTES.includes('edge') ? 42 : 34;
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
  /** Through the edge: media files answered from its cache, of those it answered (`3/5`). */
  edgeHits?: string;
}

/**
 * Each request after play: when it began and ended after play, its path's end and its bytes; `edge`
 * before a request to another host, whose bytes the page only sees when it answers Timing-Allow-Origin
 * (`?` otherwise).
 */
const REQUESTS_AFTER_PLAY = `(() => {
  const play = window.videoStart.play ?? 0;
  return performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= play)
    .map((entry) => {
      const url = new URL(entry.name);
      const other = url.host !== location.host;
      return Math.round(entry.startTime - play) + '–' + Math.round(entry.responseEnd - play) + ' ms ' +
        (other ? 'edge ' : '') + url.pathname.split('/').slice(-3).join('/') + ' ' +
        (other && entry.transferSize === 0 ? '?' : entry.transferSize) + ' B';
    });
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

/** A route's server and the viewer signed in on it; the edge's route, with the edge. */
interface Side {
  route: Route;
  server: RunningProcess;
  state: ViewerState;
  edge?: NginxEdge;
}

const routeName = (name: string, route: Route) => (route === 'edge' ? `${name}, through the edge` : name);

/**
 * One start on a side. Through the edge, also how many of the media files (not playlists) the edge
 * answered in that run came from its cache, from its access log (a request's line is written just after
 * its answer; the player's requests cut off by the closing page may be counted in the next run).
 */
async function measure(side: Side, start: () => Promise<Start>): Promise<Start> {
  if (!side.edge) return start();
  const from = (await side.edge.accessLog()).length;
  const result = await start();
  await sleep(200);
  const files = (await side.edge.accessLog())
    .slice(from)
    .filter(
      (entry) =>
        entry.uri.startsWith('/media/') &&
        !entry.uri.endsWith('.m3u8') &&
        (entry.status === 200 || entry.status === 206),
    );
  const hits = files.filter((entry) => entry.cache === 'HIT').length;
  return { ...result, edgeHits: `${hits}/${files.length}` };
}

/**
 * Each side's p50: a warm-up each, then RUNS runs each, one side's run after the other's (taking turns at
 * going first), so that both see the same moments of a shared machine.
 */
async function series(
  name: string,
  sides: Side[],
  measureOnce: (side: Side) => Promise<Start>,
): Promise<Map<Route, number>> {
  // warm-up: the server's first answers and the browser's first start are not the viewer's
  for (const side of sides) await measureOnce(side);
  const starts: Record<Route, Start[]> = { direct: [], edge: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
      starts[side.route].push(await measureOnce(side));
    }
  }
  const p50s = new Map<Route, number>();
  for (const side of sides) {
    const runs = starts[side.route].map((start) => start.ms);
    const p50 = median(runs);
    p50s.set(side.route, p50);
    console.log(
      `${routeName(name, side.route).padEnd(NAME_WIDTH)} p50 ${Math.round(p50)} ms   runs ${runs.map(Math.round).join(', ')}`,
    );
    if (side.edge) {
      const hits = starts[side.route].map((start) => start.edgeHits ?? '?');
      console.log(`  media files from the edge's cache, per run: ${hits.join(', ')}`);
    }
    const typical = starts[side.route].reduce((best, start) =>
      Math.abs(start.ms - p50) < Math.abs(best.ms - p50) ? start : best,
    );
    console.log(`  requests after play in the run nearest p50:\n    ${typical.requests.join('\n    ')}`);
  }
  return p50s;
}

/**
 * Segments in the channel's live playlist now, read through a ticket of the side's viewer: its link is a
 * path on the server or a URL on the edge, and its master names each rendition with the stream's token.
 */
async function liveSegments(browser: Browser, side: Side, channelId: number) {
  const context = await browser.newContext({ baseURL: side.server.url, storageState: side.state });
  try {
    const ticket = await context.request.post('/session/content', { data: { Id: channelId, Type: 1 } });
    const { Result } = (await ticket.json()) as { Result: { link: string; ticket: string } };
    const masterUrl = new URL(Result.link, side.server.url);
    const master = await (await context.request.get(masterUrl.toString())).text();
    const rendition = readMasterPlaylist(master).variants[0];
    if (!rendition) throw new Error(`no rendition in the master playlist:\n${master}`);
    const playlist = await context.request.get(new URL(rendition.uri, masterUrl).toString());
    await context.request.post('/session/stop', { data: { ticket: Result.ticket } });
    return readMediaPlaylist(await playlist.text()).segments.length;
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

const percent = (edge: number, direct: number) => {
  const difference = (edge / direct - 1) * 100;
  return `${difference >= 0 ? '+' : ''}${difference.toFixed(1)} %`;
};

/** What was started, stopped last first. */
const running: { stop(): Promise<void> }[] = [];
try {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const databaseUrl = await freshPostgres('sahra_bench_video_start');
  const shared = {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR,
    WEB_DIST_DIR: webBuild(path.join(DATA_DIR, 'web')),
    // one recordings folder for both servers (the first one's default, DATA_DIR/recordings)
    RECORDINGS_DIR: path.join(DATA_DIR, 'data', 'recordings'),
    MEDIA_LINK_SECRET,
  };
  // the edge first, on a port of its own, in front of the server that will link to it
  const edge = ROUTES.includes('edge')
    ? await startNginxEdge({ origins: [`127.0.0.1:${EDGE_SERVER_PORT}`], secret: MEDIA_LINK_SECRET })
    : undefined;
  if (edge) running.push(edge);
  const startRoute = async (route: Route, first: boolean) => {
    const server = await startServer(route === 'edge' ? EDGE_SERVER_PORT : PORT, {
      ...shared,
      // a data folder each: an instance locks its own
      DATA_DIR: path.join(DATA_DIR, route === 'edge' ? 'data-edge' : 'data'),
      ...(edge && route === 'edge' ? { MEDIA_ORIGIN: edge.url } : {}),
      // the second only serves: the first makes the media library, records, and imports the guide
      ...(first
        ? {}
        : { MEDIA_GENERATE: 'false', ROLES: 'api,worker', DEMO_BROADCASTER: 'false', GUIDE_DEMO: 'false' }),
    });
    running.push(server);
    return server;
  };
  const [firstRoute, ...otherRoutes] = ROUTES as [Route, ...Route[]];
  const servers = new Map<Route, RunningProcess>([[firstRoute, await startRoute(firstRoute, true)]]);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  running.push({ stop: () => db.end() });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  running.push({ stop: () => browser.close() });
  await waitForMedia(servers.get(firstRoute)!);
  const { channel, episode } = await seeded(() => playables(db));
  for (const route of otherRoutes) servers.set(route, await startRoute(route, false));
  const sides: Side[] = [];
  for (const route of ROUTES) {
    const server = servers.get(route)!;
    const state = await viewerState(browser, server.url);
    sides.push({ route, server, state, ...(route === 'edge' && edge ? { edge } : {}) });
  }

  console.log(`\nvideo start, ${THROTTLE.latency} ms RTT and 1.6 Mbit/s, ${RUNS} runs each after a warm-up:`);
  if (edge) {
    console.log(
      `through the edge: media from nginx at ${edge.url} (cache kept through the bench) in front of the server` +
        ` on port ${EDGE_SERVER_PORT}${sides.length > 1 ? `; direct from the server on port ${PORT}` : ''}`,
    );
  }
  const start =
    (playable: Playable, play: (page: Page, playable: Playable) => Promise<void>) => (side: Side) =>
      measure(side, () => videoStart(browser, side.state, side.server.url, playable, play));
  const catchupName = `catch-up ${episode.path.split('/')[3]}`;
  const catchup = await series(catchupName, sides, start(episode, clickPlay));
  const liveName = `live ${channel.id}, 8 h window`;
  const live = await series(liveName, sides, start(channel, chooseChannel));
  const windowOf = (side: Side) => (sides.length > 1 ? ` (${side.route})` : '');
  for (const side of sides) {
    console.log(`the 8 h window${windowOf(side)}: ${await liveSegments(browser, side, channel.id)} segments`);
  }
  await setDvr(db, channel.id, TEN_SEGMENTS_HOURS);
  for (const side of sides) {
    const count = await waitForWindow(
      () => liveSegments(browser, side, channel.id),
      (segments) => segments <= 10,
    );
    console.log(`the short window${windowOf(side)}: ${count} segments`);
  }
  const shortName = `live ${channel.id}, 10-segment window`;
  const short = await series(shortName, sides, start(channel, chooseChannel));
  await setDvr(db, channel.id, DVR_HOURS);

  console.log('');
  for (const side of sides) {
    const catchupP50 = catchup.get(side.route) ?? NaN;
    const liveP50 = live.get(side.route) ?? NaN;
    const ratio = liveP50 / (short.get(side.route) ?? NaN);
    console.log(
      `${side.route === 'edge' ? 'through the edge: ' : ''}catch-up p50 ${Math.round(catchupP50)} ms` +
        ` (target ≤ ${TARGETS.catchupMs}), live p50 ${Math.round(liveP50)} ms (target ≤ ${TARGETS.liveMs}),` +
        ` 8 h / 10-segment window ${ratio.toFixed(2)} (target ≤ ${TARGETS.windowRatio})`,
    );
  }
  if (sides.length > 1) {
    console.log(
      `\ndirect and through the edge, p50 (target: the edge within ${EDGE_TARGET_PERCENT} % of direct):`,
    );
    console.log(`${''.padEnd(NAME_WIDTH)}    direct      edge   difference`);
    for (const [name, p50s] of [
      [catchupName, catchup],
      [liveName, live],
      [shortName, short],
    ] as const) {
      const direct = p50s.get('direct') ?? NaN;
      const through = p50s.get('edge') ?? NaN;
      const within = (through / direct - 1) * 100 <= EDGE_TARGET_PERCENT ? 'within' : 'over';
      console.log(
        `${name.padEnd(NAME_WIDTH)} ${`${Math.round(direct)} ms`.padStart(9)} ${`${Math.round(through)} ms`.padStart(9)}` +
          ` ${percent(through, direct).padStart(12)}  ${within}`,
      );
    }
  }
} finally {
  for (const started of running.reverse()) await started.stop();
}
