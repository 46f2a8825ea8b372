/**
 * What the media CDN edge (ADR 035, deploy/edge/) saves the origin: VIEWERS (200) simulated players of
 * one real live channel for SECONDS (120), (a) through Debian's nginx with the edge's config in front
 * of two server instances on one PostgreSQL, then (b) the same viewers straight to one instance, no
 * edge. The channel is recorded for real (a local broadcaster, 2 s fMP4 segments, the recorder in the
 * first instance). Each viewer behaves like hls.js: an anonymous ticket, the master playlist, then the
 * media playlist every target duration (half of it when nothing new was listed), `_HLS_skip=YES` after
 * the first read; it starts JOIN_SEGMENTS (3) from the live end, fetches the init file once and every
 * newly listed segment once. Viewers join spread over RAMP_SECONDS (5), one timer each, all in this
 * process on fetch's keep-alive pool.
 *
 * Prints per run: segments published during the run and distinct segments fetched, origin segment
 * requests per segment (from the edge's access log: segment entries whose cache status is not HIT and
 * that the edge did not refuse itself; without the edge every segment request), the edge's hit ratio,
 * each origin's CPU (ms per second, /proc) beside its CPU at rest, the edge's CPU, playlist requests/s
 * reaching the origin, client latencies, and every non-2xx. Asserts nothing.
 *
 *   npm run bench:edge-viewers -w @sahra/bench               # VIEWERS=200 SECONDS=120
 *   VIEWERS=50 SECONDS=30 npm run bench:edge-viewers -w @sahra/bench
 *
 * Needs PostgreSQL (BENCH_POSTGRES_URL, lib/postgres.ts), ffmpeg, and nginx with njs
 * (`bash scripts/install-nginx.sh`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { EdgeLogEntry } from '../apps/server/src/testing/nginx-edge.js';
import { cpuMilliseconds } from './lib/cpu-time.js';
import {
  cpuOf,
  firstVariant,
  loadAverage,
  parsePlaylist,
  startLiveEdge,
  ticketFor,
  variantsOf,
  type LiveEdge,
} from './lib/live-edge.js';
import { percentile } from './lib/load.js';
import type { RunningProcess } from './lib/processes.js';

const VIEWERS = Number(process.env.VIEWERS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 120);
const RAMP_MS = Number(process.env.RAMP_SECONDS ?? 5) * 1000;
/** hls.js starts liveSyncDurationCount (3) target durations from the live end. */
const JOIN_SEGMENTS = 3;
/** Each origin's CPU with the channel recording and nobody watching, measured for this long first. */
const REST_SECONDS = 10;

interface Tally {
  tickets: number;
  playlists: number;
  segments: number;
  inits: number;
  /** Non-2xx answers (0: the network failed) by what was asked: `playlist 403`. */
  refused: Map<string, number>;
  /** Segment paths (not init files) any viewer saw listed, and those fetched. */
  listed: Set<string>;
  fetched: Set<string>;
  playlistMs: number[];
  segmentMs: number[];
  bytes: number;
  /** Viewers that gave up (their ticket or master failed). */
  failed: number;
  /** The first few network errors, as thrown. */
  errors: string[];
}

const newTally = (): Tally => ({
  tickets: 0,
  playlists: 0,
  segments: 0,
  inits: 0,
  refused: new Map(),
  listed: new Set(),
  fetched: new Set(),
  playlistMs: [],
  segmentMs: [],
  bytes: 0,
  failed: 0,
  errors: [],
});

type Kind = 'playlist' | 'segment' | 'init';

/** A timed GET whose body is read whole; its text for a playlist, undefined when refused. */
async function get(url: string, kind: Kind, tally: Tally): Promise<string | undefined> {
  const started = performance.now();
  let status = 0;
  let text: string | undefined;
  try {
    const answer = await fetch(url);
    status = answer.status;
    if (kind === 'playlist') text = await answer.text();
    else {
      const bytes = (await answer.arrayBuffer()).byteLength;
      const length = Number(answer.headers.get('content-length') ?? bytes);
      tally.bytes += bytes;
      // a body cut short is a failure like the network's
      if (bytes !== length) throw new Error(`${bytes} bytes of ${length}`);
    }
  } catch (error) {
    // status 0: the network, or a body that broke off
    if (tally.errors.length < 5) tally.errors.push(`${kind} ${status}: ${String(error)}`);
    status = 0;
  }
  (kind === 'playlist' ? tally.playlistMs : tally.segmentMs).push(performance.now() - started);
  if (kind === 'playlist') tally.playlists += 1;
  else if (kind === 'segment') tally.segments += 1;
  else tally.inits += 1;
  if (status < 200 || status >= 300) {
    const key = `${kind} ${status}`;
    tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
    return undefined;
  }
  return text ?? '';
}

/** One player until `until`: ticket, master, then the media playlist reloaded as hls.js reloads it. */
async function watch(base: string, channelId: number, until: number, tally: Tally) {
  tally.tickets += 1;
  const ticket = await ticketFor(base, channelId);
  const masterUrl = new URL(ticket.link, base).toString();
  const master = await get(masterUrl, 'playlist', tally);
  if (master === undefined) throw new Error('master playlist refused');
  // the playlist URL stays the master's (its token names the stream; playlists check the lease, not the expiry)
  const variant = firstVariant(master, masterUrl);
  const seen = new Set<string>();
  let first = true;
  while (Date.now() < until) {
    const loadStarted = Date.now();
    const text = await get(first ? variant : `${variant}&_HLS_skip=YES`, 'playlist', tally);
    let targetDuration = 2;
    let fresh = false;
    if (text !== undefined) {
      const playlist = parsePlaylist(text, variant);
      targetDuration = playlist.targetDuration;
      const segments = playlist.files.filter((file) => !file.init);
      const wanted = new Set(
        (first ? segments.slice(-JOIN_SEGMENTS) : segments.filter((file) => !seen.has(file.path))).map(
          (file) => file.path,
        ),
      );
      // the init file each wanted segment follows, once; then the segments, one after the other
      let init: string | undefined;
      for (const file of playlist.files) {
        if (file.init) {
          init = file.url;
          continue;
        }
        tally.listed.add(file.path);
        if (!wanted.has(file.path)) continue;
        if (init && !seen.has(new URL(init).pathname)) {
          seen.add(new URL(init).pathname);
          await get(init, 'init', tally);
        }
        fresh = true;
        tally.fetched.add(file.path);
        await get(file.url, 'segment', tally);
      }
      for (const file of segments) seen.add(file.path);
      first = false;
    }
    // hls.js: the next reload a target duration after this one began, half of it when nothing was new
    const wait = loadStarted + (fresh ? targetDuration : targetDuration / 2) * 1000 - Date.now();
    if (Date.now() + wait >= until) break;
    await sleep(Math.max(0, wait));
  }
}

interface RunFigures {
  label: string;
  seconds: number;
  renditions: number;
  published: number;
  fetched: number;
  originSegments: number;
  originInits: number;
  maxPerSegment: number;
  hitRatio?: number;
  edgeRefused?: number;
  originCpu: number[];
  edgeCpu?: number;
  clientCpu: number;
  playlistsPerSecond: number;
  tally: Tally;
  edgeNon2xx?: Map<string, number>;
}

const isSegmentEntry = (entry: EdgeLogEntry) =>
  entry.uri.startsWith('/media/') && !entry.uri.endsWith('.m3u8');
const isInit = (uri: string) => uri.endsWith('/init.mp4');
const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function run(
  label: string,
  base: string,
  origins: RunningProcess[],
  channelId: number,
  live: LiveEdge | undefined,
): Promise<RunFigures> {
  // what was listed before the run: segments published during it are the others
  const probe = await ticketFor(base, channelId);
  const masterUrl = new URL(probe.link, base).toString();
  const master = await (await fetch(masterUrl)).text();
  const before = parsePlaylist(
    await (await fetch(firstVariant(master, masterUrl))).text(),
    masterUrl,
  ).files.filter((file) => !file.init);
  const listedBefore = new Set(before.map((file) => file.path));
  await sleep(500);
  const logFrom = live ? (await live.edge.accessLog()).length : 0;

  const tally = newTally();
  const originBefore = origins.map((origin) => cpuMilliseconds(origin.pid));
  const edgeBefore = live ? cpuOf(live.edgePids) : 0;
  const clientBefore = ownCpu();
  const started = performance.now();
  const until = Date.now() + SECONDS * 1000;
  console.log(`\n${label}: ${VIEWERS} viewers for ${SECONDS} s (load average ${loadAverage()})`);
  await Promise.all(
    Array.from({ length: VIEWERS }, async (_, index) => {
      await sleep((index * RAMP_MS) / VIEWERS);
      await watch(base, channelId, until, tally).catch((error: unknown) => {
        tally.failed += 1;
        if (tally.failed <= 3) console.log(`  a viewer gave up: ${String(error)}`);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const originCpu = origins.map(
    (origin, index) => (cpuMilliseconds(origin.pid) - originBefore[index]!) / seconds,
  );
  const edgeCpu = live ? (cpuOf(live.edgePids) - edgeBefore) / seconds : undefined;
  const clientCpu = (ownCpu() - clientBefore) / seconds;
  const published = [...tally.listed].filter((segment) => !listedBefore.has(segment)).length;

  // what both runs report alike; the edge's run adds what its access log tells
  const common = {
    label,
    seconds,
    renditions: variantsOf(master),
    published,
    fetched: tally.fetched.size,
    originCpu,
    clientCpu,
    tally,
  };
  let figures: RunFigures;
  if (live) {
    // nginx writes a request's line just after its answer
    await sleep(1000);
    const log = (await live.edge.accessLog()).slice(logFrom);
    const files = log.filter(isSegmentEntry);
    // '' on a file: the edge refused it itself (403), it never reached the cache or an origin
    const toOrigin = files.filter((entry) => entry.cache !== 'HIT' && entry.cache !== '');
    const perPath = new Map<string, number>();
    for (const entry of toOrigin) perPath.set(entry.uri, (perPath.get(entry.uri) ?? 0) + 1);
    const edgeNon2xx = new Map<string, number>();
    for (const entry of log.filter((line) => line.status < 200 || line.status >= 300)) {
      const key = `${entry.uri.endsWith('.m3u8') ? 'playlist' : isSegmentEntry(entry) ? 'file' : entry.uri} ${entry.status} ${entry.cache || '-'}`;
      edgeNon2xx.set(key, (edgeNon2xx.get(key) ?? 0) + 1);
    }
    const playlists = log.filter((entry) => entry.uri.endsWith('.m3u8')).length;
    figures = {
      ...common,
      originSegments: toOrigin.filter((entry) => !isInit(entry.uri)).length,
      originInits: toOrigin.filter((entry) => isInit(entry.uri)).length,
      maxPerSegment: Math.max(0, ...[...perPath].filter(([uri]) => !isInit(uri)).map(([, count]) => count)),
      hitRatio: files.filter((entry) => entry.cache === 'HIT').length / Math.max(1, files.length),
      edgeRefused: files.filter((entry) => entry.cache === '').length,
      edgeCpu,
      playlistsPerSecond: playlists / seconds,
      edgeNon2xx,
    };
  } else {
    figures = {
      ...common,
      originSegments: tally.segments,
      originInits: tally.inits,
      maxPerSegment: Number.NaN,
      playlistsPerSecond: tally.playlists / seconds,
    };
  }
  report(figures);
  return figures;
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const listOf = (map: Map<string, number> | undefined) =>
  map && map.size > 0 ? [...map].map(([key, count]) => `${count} × ${key}`).join(', ') : 'none';

function report(figures: RunFigures) {
  const { tally } = figures;
  const perSegment = figures.originSegments / Math.max(1, figures.fetched);
  console.log(`  wall time ${fixed(figures.seconds)} s; load average after ${loadAverage()}`);
  console.log(
    `  segments published during the run: ${figures.published}; distinct segments fetched: ${figures.fetched} ` +
      `(${figures.renditions} rendition${figures.renditions === 1 ? '' : 's'})`,
  );
  console.log(
    `  viewer requests: ${tally.tickets} tickets, ${tally.playlists} playlists, ${tally.segments} segments, ` +
      `${tally.inits} init files, ${(tally.bytes / 1e6).toFixed(0)} MB; viewers that gave up: ${tally.failed}`,
  );
  console.log(
    `  origin segment requests: ${figures.originSegments} = ${fixed(perSegment, 2)} per distinct segment ` +
      `(${fixed(figures.originSegments / Math.max(1, figures.published), 2)} per segment published)` +
      (Number.isFinite(figures.maxPerSegment) ? `, at most ${figures.maxPerSegment} for one segment` : '') +
      `; init files ${figures.originInits}`,
  );
  if (figures.hitRatio !== undefined) {
    console.log(
      `  edge hit ratio (segment and init requests): ${fixed(figures.hitRatio * 100, 2)} %; refused by the edge itself: ${figures.edgeRefused}`,
    );
  }
  console.log(
    `  origin CPU: ${figures.originCpu.map((cpu, index) => `instance ${index + 1} ${fixed(cpu, 0)} ms/s`).join(', ')}` +
      (figures.edgeCpu === undefined ? '' : `; edge (nginx) ${fixed(figures.edgeCpu, 0)} ms/s`) +
      `; this client ${fixed(figures.clientCpu, 0)} ms/s`,
  );
  console.log(`  playlist requests reaching the origin: ${fixed(figures.playlistsPerSecond)} /s`);
  console.log(
    `  client latency: playlist p50 ${fixed(percentile(tally.playlistMs, 50))} ms, p99 ${fixed(percentile(tally.playlistMs, 99))} ms; ` +
      `segment p50 ${fixed(percentile(tally.segmentMs, 50))} ms, p99 ${fixed(percentile(tally.segmentMs, 99))} ms`,
  );
  console.log(`  non-2xx seen by viewers (0: the network or a short body): ${listOf(tally.refused)}`);
  for (const error of tally.errors) console.log(`    ${error}`);
  if (figures.edgeNon2xx)
    console.log(`  non-2xx in the edge's log (what status cache): ${listOf(figures.edgeNon2xx)}`);
}

const live = await startLiveEdge('edge-viewers', { instances: 2, firstPort: 18140 });
try {
  const [first, second] = live.servers as [RunningProcess, RunningProcess];
  console.log(
    `## Live channel ${live.channelId} through the edge: ${VIEWERS} viewers, ${SECONDS} s, joining over ${RAMP_MS / 1000} s`,
  );
  const restBefore = live.servers.map((server) => cpuMilliseconds(server.pid));
  await sleep(REST_SECONDS * 1000);
  const rest = live.servers.map(
    (server, index) => (cpuMilliseconds(server.pid) - restBefore[index]!) / REST_SECONDS,
  );
  console.log(
    `origin CPU at rest over ${REST_SECONDS} s (instance 1 records the channel): ` +
      rest.map((cpu, index) => `instance ${index + 1} ${fixed(cpu, 0)} ms/s`).join(', '),
  );
  const edged = await run(
    '(a) through the edge, two origin instances',
    live.edge.url,
    [first, second],
    live.channelId,
    live,
  );
  // the same viewers on one instance; the second is measured too, idle but for its own jobs
  const direct = await run(
    '(b) straight to instance 1, no edge',
    first.url,
    [first, second],
    live.channelId,
    undefined,
  );

  console.log('\n| | (a) edge, 2 origins | (b) no edge, 1 origin |');
  console.log('| --- | --- | --- |');
  const row = (name: string, of: (figures: RunFigures) => string) =>
    console.log(`| ${name} | ${of(edged)} | ${of(direct)} |`);
  row('segments published during the run', (figures) => String(figures.published));
  row('distinct segments fetched', (figures) => String(figures.fetched));
  row('origin segment requests', (figures) => String(figures.originSegments));
  row('origin segment requests per segment', (figures) =>
    fixed(figures.originSegments / Math.max(1, figures.fetched), 2),
  );
  row('edge hit ratio', (figures) =>
    figures.hitRatio === undefined ? '—' : `${fixed(figures.hitRatio * 100, 2)} %`,
  );
  row(
    'origin CPU, ms/s (instance 1 + 2)',
    (figures) =>
      `${figures.originCpu.map((cpu) => fixed(cpu, 0)).join(' + ')} = ${fixed(
        figures.originCpu.reduce((a, b) => a + b, 0),
        0,
      )}`,
  );
  row('edge CPU, ms/s', (figures) => (figures.edgeCpu === undefined ? '—' : fixed(figures.edgeCpu, 0)));
  row('playlist requests/s at the origin', (figures) => fixed(figures.playlistsPerSecond));
  row('non-2xx (viewers)', (figures) => listOf(figures.tally.refused));
} finally {
  await live.stop();
}
