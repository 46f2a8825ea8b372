/**
 * What virtual live costs: the size of an HLS delta update against the full 8-hour playlist, the
 * request rate of delta updates against full playlists over HTTP (the real server through a signed
 * link, autocannon, with the bytes of each answer and the server's own CPU time per answer, which the
 * shared machine's load client cannot blur), and the memoised, pre-compressed playlist against building and compressing it on every request (in
 * process, so that nothing but the builder is measured). The first run also generates the default
 * demo media library (8 clips of 60 s) and prints how long that took. Prints figures; asserts nothing.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import autocannon from 'autocannon';
import { clipOf, segmentsPerClip } from '../apps/server/src/modules/media/library.js';
import { LivePlaylists } from '../apps/server/src/modules/media/live-playlists.js';
import { PlaylistTemplate } from '../apps/server/src/modules/media/playlist-template.js';
import { livePlaylist, liveWindow } from '../apps/server/src/modules/media/live-playlist.js';
import type { ChannelMedia } from '../apps/server/src/modules/media/repository.js';
import type { ScheduledProgramme, ScheduleSource } from '../apps/server/src/modules/media/schedule-source.js';
import { readMediaPlaylist } from '../apps/server/src/testing/playlists.js';
import { figuresOf } from './lib/load.js';
import { fileOfLink, publicChannelLink } from './lib/media-links.js';
import { cpuMilliseconds } from './lib/cpu-time.js';
import { REPO_ROOT, startServer, type RunningProcess } from './lib/processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const DATA_DIR = path.join(REPO_ROOT, 'bench/.data/live-playlists');
const MEDIA_LINK_SECRET = 'live-playlists-bench-secret';

async function waitForMedia(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = (await (await fetch(`${url}/media/status`)).json()) as { Result: { State: string } };
    if (status.Result.State === 'ready') return (performance.now() - started) / 1000;
    if (status.Result.State === 'failed') throw new Error('media generation failed: see the server log');
    await sleep(1000);
  }
}

/** Requests per second, bytes per answer on the wire, and the server's own CPU time per answer. */
async function rate(server: RunningProcess, url: string, headers: Record<string, string>) {
  // the run before may leave answers being written and garbage being collected: not this run's cost
  await sleep(2000);
  const cpuBefore = cpuMilliseconds(server.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const answers = Math.max(result.requests.total, 1);
  return {
    ...figuresOf(result),
    bytes: result.throughput.total / answers,
    cpuMicroseconds: ((cpuMilliseconds(server.pid) - cpuBefore) * 1000) / answers,
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(3)} %`;

// ---- over HTTP: the real server, with its own data folder (media generated once, kept for later runs)
const server = await startServer(18093, { DATA_DIR, MEDIA_CLIP_SECONDS: '60', MEDIA_LINK_SECRET });
try {
  const generationSeconds = await waitForMedia(server.url);
  console.log(
    `media library ready after ${generationSeconds.toFixed(1)} s (0 when kept from an earlier run)`,
  );
  // a link as a ticket issues it: its stream plays as long as the channel is Public
  const { link } = await publicChannelLink(server.url);
  const playlistUrl = fileOfLink(link, '540p.m3u8');
  const full = await (await fetch(playlistUrl, { headers: { 'accept-encoding': 'identity' } })).text();
  const delta = await (await fetch(`${playlistUrl}&_HLS_skip=YES`)).text();
  // fetch decodes br itself: the size on the wire is the content-length the server sent
  const brotliResponse = await fetch(playlistUrl, { headers: { 'accept-encoding': 'br' } });
  const brotliBytes = Number(brotliResponse.headers.get('content-length'));
  await brotliResponse.arrayBuffer();
  console.log(
    `full 8 h playlist: ${full.length} bytes (${brotliBytes} bytes with br), ${readMediaPlaylist(full).segments.length} segments`,
  );
  console.log(
    `delta update: ${delta.length} bytes = ${percent(delta.length, full.length)} of the full playlist (target ≤ 1 %)`,
  );

  const fullPlain = await rate(server, playlistUrl, { 'accept-encoding': 'identity' });
  const fullBrotli = await rate(server, playlistUrl, { 'accept-encoding': 'br' });
  const deltas = await rate(server, `${playlistUrl}&_HLS_skip=YES`, { 'accept-encoding': 'identity' });
  const deltasBrotli = await rate(server, `${playlistUrl}&_HLS_skip=YES`, { 'accept-encoding': 'br' });
  const line = (name: string, figures: typeof deltas) =>
    `${name.padEnd(28)} ${figures.rps.toFixed(0).padStart(7)} req/s  ${figures.bytes.toFixed(0).padStart(7)} B/answer  ` +
    `server CPU ${figures.cpuMicroseconds.toFixed(0).padStart(5)} µs/answer  p50 ${figures.p50} ms  p99 ${figures.p99} ms  non-2xx ${figures.non2xx}`;
  console.log(`\nHTTP, ${CONNECTIONS} connections, ${SECONDS} s each (bytes with headers, as sent):`);
  console.log(line('full playlist (identity)', fullPlain));
  console.log(line('full playlist (br)', fullBrotli));
  console.log(line('delta update (identity)', deltas));
  console.log(line('delta update (br)', deltasBrotli));
  console.log(
    `delta vs full: ${(deltas.rps / fullPlain.rps).toFixed(1)}× uncompressed, ${(deltasBrotli.rps / fullBrotli.rps).toFixed(1)}× br (target ≥ 10×)`,
  );
  // what the server spends per answer, whatever the shared machine lets the load client send
  console.log(
    `server CPU per answer, full vs delta: ${(fullPlain.cpuMicroseconds / deltas.cpuMicroseconds).toFixed(1)}× uncompressed, ` +
      `${(fullBrotli.cpuMicroseconds / deltasBrotli.cpuMicroseconds).toFixed(1)}× br`,
  );
} finally {
  await server.stop();
}

// ---- in process: the memoised playlist against building it on every request
const shape = { clipCount: 8, clipSeconds: 60 };
const now = Date.now();
/** A month of evenings like the demo catalog's: three 45-minute programmes a day. */
const programmes: ScheduledProgramme[] = Array.from({ length: 90 }, (_, index) => {
  const start = new Date(now - Math.floor(index / 3) * 86_400_000 - (index % 3) * 3_600_000 - 3 * 3_600_000);
  return {
    start,
    end: new Date(start.getTime() + 45 * 60_000),
    title: `programme ${index}`,
    key: 1000 + index,
  };
});
const schedule: ScheduleSource = { scheduleBetween: () => Promise.resolve(programmes) };
const channel: ChannelMedia = { id: 10_000, slug: 'bench', dvrHours: 8, recorded: null };
const clock = { now: () => new Date(now) };

/** A token of the shape every URI of a viewer's playlist carries (ADR 035). */
const VIEWER_TOKEN = `${Math.floor(now / 1000)}.${'0'.repeat(32)}.${'A'.repeat(43)}`;

function buildEachTime(): Buffer {
  const window = liveWindow(
    {
      programmes: programmes.map((programme) => ({
        startMs: programme.start.getTime(),
        endMs: programme.end.getTime(),
        clip: clipOf(programme.key, shape),
      })),
      fillerClip: clipOf(channel.id, shape),
      clipSegments: segmentsPerClip(shape),
    },
    now,
    8 * 3600,
  );
  return brotliCompressSync(new PlaylistTemplate(livePlaylist(window, '540p')).withToken(VIEWER_TOKEN), {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
  });
}

async function perSecond(work: () => unknown | Promise<unknown>, ms = SECONDS * 1000): Promise<number> {
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    await work();
    count++;
  }
  return count / ((performance.now() - started) / 1000);
}

const memo = new LivePlaylists(schedule, shape, clock);
const built = await perSecond(buildEachTime);
const memoised = await perSecond(async () =>
  brotliCompressSync((await memo.playlist(channel, '540p', false)).withToken(VIEWER_TOKEN), {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
  }),
);
console.log(`\nin process, br-compressed full playlist with a viewer's token:`);
console.log(`built per request: ${built.toFixed(0)} /s`);
console.log(`memoised per tick: ${memoised.toFixed(0)} /s`);
console.log(`memoised vs built: ${(memoised / built).toFixed(0)}× (target ≥ 4×)`);
