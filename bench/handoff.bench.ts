/**
 * A ticket link handed to another player (ADR 035): ffmpeg (the one modules/encoding/ffmpeg.ts picks)
 * reads a real live channel from a signed-in viewer's ticket link through Debian's nginx with the edge
 * of deploy/edge/, in front of two server instances on one PostgreSQL, for MINUTES (10) minutes with
 * `-c copy -f null -`, and no heartbeat at all: its playlist reloads hold the stream's lease and bring
 * fresh 30 s file tokens. Prints the seconds it played (wall time and media time), every 403 in its
 * warnings and in the edge's log for the channel's paths, and what went through the edge; then stops the
 * stream (`POST /session/stop`) and shows ffmpeg reading the same link again refused. Asserts nothing.
 *
 *   npm run bench:handoff -w @sahra/bench                    # MINUTES=10
 *   MINUTES=2 npm run bench:handoff -w @sahra/bench
 *
 * Needs PostgreSQL (BENCH_POSTGRES_URL, lib/postgres.ts), ffmpeg, and nginx with njs
 * (`bash scripts/install-nginx.sh`).
 */
import { spawn } from 'node:child_process';
import { STREAM_LEASE_SECONDS } from '@sahra/contracts';
import { ffmpeg, loadAverage, newAccount, postJson, startLiveEdge, ticketFor } from './lib/live-edge.js';

const MINUTES = Number(process.env.MINUTES ?? 10);
/** The second read, after the stop, is given this long before it is ended. */
const REFUSED_READ_LIMIT_MS = 60_000;

interface Reading {
  code: number | null;
  signal: NodeJS.Signals | null;
  wallSeconds: number;
  /** Media time ffmpeg wrote, from its -progress lines. */
  mediaSeconds: number;
  stderr: string;
}

/** ffmpeg reading `link` for up to `seconds` of media, its progress printed every minute. */
function read(
  link: string,
  seconds: number,
  limitMs: number,
  onMinute?: (minute: number, media: number) => void,
) {
  return new Promise<Reading>((resolve) => {
    const started = performance.now();
    const child = spawn(
      ffmpeg,
      [
        ...['-v', 'warning', '-nostdin', '-nostats', '-progress', 'pipe:1'],
        ...['-i', link, '-t', String(seconds), '-c', 'copy', '-f', 'null', '-'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let mediaSeconds = 0;
    let nextMinute = 60_000;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      for (const [, microseconds] of chunk.matchAll(/^out_time_us=(\d+)$/gm)) {
        mediaSeconds = Number(microseconds) / 1e6;
      }
      if (onMinute && performance.now() - started >= nextMinute) {
        onMinute(nextMinute / 60_000, mediaSeconds);
        nextMinute += 60_000;
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, wallSeconds: (performance.now() - started) / 1000, mediaSeconds, stderr });
    });
  });
}

const lines403 = (text: string) => text.split('\n').filter((line) => /403|Forbidden/i.test(line));

const live = await startLiveEdge('handoff', { instances: 2, firstPort: 18160 });
const base = live.edge.url;
try {
  const channelPaths = `/media/live/${live.channelId}/`;
  const account = await newAccount(base);
  const ticket = await ticketFor(base, live.channelId, account.token);
  const link = `${base}${ticket.link}`;
  console.log(
    `## A handed-over ticket link through the edge: channel ${live.channelId}, two origin instances, ` +
      `ffmpeg for ${MINUTES} min, no heartbeat (lease ${STREAM_LEASE_SECONDS} s; load average ${loadAverage()})`,
  );
  const logFrom = (await live.edge.accessLog()).length;
  const first = await read(link, MINUTES * 60, (MINUTES * 60 + 120) * 1000, (minute, media) =>
    console.log(`  after ${minute} min: ${media.toFixed(1)} s of media read`),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const during = (await live.edge.accessLog())
    .slice(logFrom)
    .filter((entry) => entry.uri.startsWith(channelPaths));
  const playlists = during.filter((entry) => entry.uri.endsWith('.m3u8'));
  const files = during.filter((entry) => !entry.uri.endsWith('.m3u8'));
  const count = (entries: typeof during, test: (entry: (typeof during)[number]) => boolean) =>
    entries.filter(test).length;
  console.log(
    `ffmpeg exited ${first.code ?? first.signal} after ${first.wallSeconds.toFixed(1)} s of wall time, ` +
      `${first.mediaSeconds.toFixed(1)} s of media read`,
  );
  console.log(
    `  403 in ffmpeg's warnings: ${lines403(first.stderr).length}; 403 in the edge's log for ${channelPaths}: ` +
      `${count(during, (entry) => entry.status === 403)} (playlists ${count(playlists, (entry) => entry.status === 403)}, ` +
      `files ${count(files, (entry) => entry.status === 403)})`,
  );
  console.log(
    `  through the edge: ${playlists.length} playlist requests, ${files.length} file requests ` +
      `(${count(files, (entry) => entry.cache === 'HIT')} HIT, ${count(files, (entry) => entry.cache === 'MISS')} MISS; ` +
      `${count(files, (entry) => entry.uri.endsWith('/init.mp4'))} of the init file, ` +
      `${new Set(files.filter((entry) => !entry.uri.endsWith('/init.mp4')).map((entry) => entry.uri)).size} distinct segments), ` +
      `non-2xx ${count(during, (entry) => entry.status >= 300)}`,
  );
  const warnings = first.stderr.trim().split('\n').filter(Boolean);
  console.log(
    `  ffmpeg's warnings (${warnings.length} lines)${warnings.length > 0 ? ', the first 10:' : ''}`,
  );
  for (const line of warnings.slice(0, 10)) console.log(`    ${line}`);

  await postJson<boolean>(`${base}/session/stop`, { ticket: ticket.ticket }, account.token);
  console.log('\nthe stream stopped (POST /session/stop); ffmpeg reads the same link again:');
  const logAfter = (await live.edge.accessLog()).length;
  const second = await read(link, 30, REFUSED_READ_LIMIT_MS);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const refused = (await live.edge.accessLog())
    .slice(logAfter)
    .filter((entry) => entry.uri.startsWith(channelPaths) && entry.status === 403);
  console.log(
    `  ffmpeg exited ${second.code ?? second.signal} after ${second.wallSeconds.toFixed(1)} s, ` +
      `${second.mediaSeconds.toFixed(1)} s of media read; 403 in the edge's log: ${refused.length} ` +
      `(${[...new Set(refused.map((entry) => entry.uri))].join(', ')})`,
  );
  for (const line of second.stderr.trim().split('\n').filter(Boolean).slice(0, 5)) console.log(`    ${line}`);
  console.log(`load average ${loadAverage()}`);
} finally {
  await live.stop();
}
