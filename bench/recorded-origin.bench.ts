/**
 * What serving recorded channels costs (modules/media, ADR 033): the real server over HTTP on
 * PostgreSQL, a channel recorded as the recorder would record it (real ffmpeg segments of 4 s at 540p
 * in the recordings folder, 8 hours of rows), hit by autocannon through a signed link: one recorded
 * segment (bytes from disk through the signed-link check), the full 8-hour playlist and its delta
 * update. Prints request rates, throughput and the server's own CPU time per
 * answer; asserts nothing. BENCH_SECONDS (5) is each run's length.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { ffmpegPath } from '../apps/server/src/modules/encoding/ffmpeg.js';
import { openPostgres } from '../apps/server/src/platform/db.js';
import { readMediaPlaylist } from '../apps/server/src/testing/playlists.js';
import {
  makeSourceSegments,
  markRecorded,
  seedRecordedRun,
} from '../apps/server/src/testing/recorded-segments.js';
import { cpuMilliseconds } from './lib/cpu-time.js';
import { figuresOf } from './lib/load.js';
import { fileOfLink, publicChannelLink } from './lib/media-links.js';
import { freshPostgres } from './lib/postgres.js';
import { REPO_ROOT, startServer, type RunningProcess } from './lib/processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const DATA_DIR = path.join(REPO_ROOT, 'bench/.data/recorded-origin');
const RECORDINGS_DIR = path.join(DATA_DIR, 'recordings');
const MEDIA_LINK_SECRET = 'recorded-origin-bench-secret';
const HOUR_MS = 3_600_000;

fs.rmSync(DATA_DIR, { recursive: true, force: true });
const source = await makeSourceSegments(
  ffmpegPath(process.env.FFMPEG_PATH),
  path.join(DATA_DIR, 'source'),
  40,
  4,
  {
    width: 960,
    height: 540,
  },
);
const databaseUrl = await freshPostgres('sahra_bench_recorded');
const server = await startServer(18110, {
  DATABASE_URL: databaseUrl,
  DATA_DIR,
  MEDIA_GENERATE: 'false',
  GUIDE_DEMO: 'false',
  MEDIA_LINK_SECRET,
});
const storage = await openPostgres(databaseUrl, 2, 1000);

async function rate(process: RunningProcess, url: string, headers: Record<string, string> = {}) {
  await sleep(1000);
  const cpuBefore = cpuMilliseconds(process.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const answers = Math.max(result.requests.total, 1);
  return {
    ...figuresOf(result),
    bytes: result.throughput.total / answers,
    megabytesPerSecond: result.throughput.average / 1_000_000,
    cpuMicroseconds: ((cpuMilliseconds(process.pid) - cpuBefore) * 1000) / answers,
  };
}

try {
  // a Public channel, whose anonymous ticket gives the links a viewer's player reads
  const { channelId, link } = await publicChannelLink(server.url);
  const channel = { id: channelId };
  const now = Date.now();
  await markRecorded(storage.db, channel.id, [source.rendition], new Date(now));
  // 8 hours and a minute of 4 s segments, a new recorder run every hour, ending now
  const start = now - 8 * HOUR_MS - 60_000;
  for (let hour = 0; hour <= 8; hour++) {
    await seedRecordedRun(storage.db, RECORDINGS_DIR, source, {
      channelId: channel.id,
      run: `h${hour}`,
      firstSequence: hour * 900,
      startMs: start + hour * HOUR_MS,
      count: hour === 8 ? 15 : 900,
    });
  }
  const playlistUrl = fileOfLink(link, 'source.m3u8');
  const full = await (await fetch(playlistUrl)).text();
  const { segments } = readMediaPlaylist(full);
  const segmentFile = segments.find((segment) => segment.uri.startsWith('rec/h7/source/3.m4s?t='))?.uri;
  if (!segmentFile) throw new Error(`the playlist does not list h7's segment 3:\n${full.slice(0, 400)}`);
  const segmentBytes = fs.statSync(path.join(source.dir, source.segments[3]!.file)).size;
  console.log(
    `recorded channel: ${segments.length} segments in the 8 h window, ` +
      `${full.length} bytes of playlist; a 4 s 540p segment is ${(segmentBytes / 1000).toFixed(0)} kB`,
  );

  const line = (name: string, figures: Awaited<ReturnType<typeof rate>>) =>
    `${name.padEnd(30)} ${figures.rps.toFixed(0).padStart(6)} req/s  ${figures.megabytesPerSecond.toFixed(1).padStart(6)} MB/s  ` +
    `server CPU ${figures.cpuMicroseconds.toFixed(0).padStart(5)} µs/answer  p50 ${figures.p50} ms  p99 ${figures.p99} ms  ` +
    `non-2xx ${figures.non2xx}  errors ${figures.errors}`;
  console.log(`\nHTTP, ${CONNECTIONS} connections, ${SECONDS} s each:`);
  console.log(
    line('recorded segment', await rate(server, `${server.url}/media/live/${channel.id}/${segmentFile}`)),
  );
  console.log(
    line('full 8 h playlist (identity)', await rate(server, playlistUrl, { 'accept-encoding': 'identity' })),
  );
  console.log(line('full 8 h playlist (br)', await rate(server, playlistUrl, { 'accept-encoding': 'br' })));
  console.log(line('delta update (identity)', await rate(server, `${playlistUrl}?_HLS_skip=YES`)));
} finally {
  await storage.close();
  await server.stop();
}
