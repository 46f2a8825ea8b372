/**
 * How fast a revoked stream stops playing behind the media CDN edge (ADR 035): a signed-in viewer plays
 * a real live channel through Debian's nginx with the edge of deploy/edge/ in front of two server
 * instances on one PostgreSQL (no heartbeats: its playlist reads hold the lease), and at a moment its
 * stream is revoked, by `POST /session/stop` and then by `POST /membership/logout`. Measured from the
 * revoking call's answer:
 *   (i) the first refused (403) playlist through the edge (the origin checks the lease on every playlist;
 *       the player's URL is asked every 100 ms);
 *   (ii) the first refused (403) segment at the edge: the newest segment the last playlist listed, asked
 *       every 100 ms with the token that playlist handed out, until the edge refuses it (the token's
 *       expiry: MEDIA_TOKEN_SECONDS = 30 s after that playlist was read, in whole seconds; the second
 *       it names still passes);
 * and, beside them, how many segments published after the revocation the old token still opened when
 * their paths were guessed (`{n + 1}.m4s`: a player never does that, a ripper could). Each way of
 * revoking is tried ROUNDS (3) times, the revocation falling at a different point of the reload cycle.
 * Prints figures; asserts nothing.
 *
 *   npm run bench:edge-revocation -w @sahra/bench            # ROUNDS=3
 *
 * Needs PostgreSQL (BENCH_POSTGRES_URL, lib/postgres.ts), ffmpeg, and nginx with njs
 * (`bash scripts/install-nginx.sh`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MEDIA_TOKEN_SECONDS } from '@sahra/contracts';
import {
  firstVariant,
  loadAverage,
  logout,
  newAccount,
  parsePlaylist,
  postJson,
  startLiveEdge,
  ticketFor,
  type PlaylistFile,
} from './lib/live-edge.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** How long the viewer plays before its stream is revoked. */
const PLAY_SECONDS = 8;
/** Give up on a refusal that has not come after this long (it would be a finding). */
const PROBE_LIMIT_MS = (MEDIA_TOKEN_SECONDS + 30) * 1000;

type Way = 'stop' | 'sign-out';

interface RoundFigures {
  way: Way;
  round: number;
  /** From the last playlist read (whose tokens the viewer holds) to the revoking call's answer. */
  sinceLastPlaylistS: number;
  revokeCallMs: number;
  firstRefusedPlaylistMs: number;
  firstRefusedSegmentS: number;
  /**
   * When the edge starts refusing the held token, seconds after the revocation: the whole second named
   * by its expiry still passes (media-token.js refuses `expiresAt < now` in whole seconds).
   */
  tokenLeftS: number;
  playlistAnswers: string;
  /** Cache statuses of the newest segment's answers until refused: HIT while the token lasted. */
  segmentAnswers: string;
  guessedOpened: number;
}

const tokenExpiry = (url: string) => Number((new URL(url).searchParams.get('t') ?? '').split('.')[0]);

/** The next segment's URL by guessing its path ({n}.m4s → {n + 1}.m4s), with the same token. */
const nextSegment = (url: string) =>
  url.replace(/\/(\d+)\.m4s\?/, (_, n: string) => `/${Number(n) + 1}.m4s?`);

const live = await startLiveEdge('edge-revocation', { instances: 2, firstPort: 18150 });
const base = live.edge.url;

/** Asks `url` every `everyMs` until it answers 403: ms after `from`, and the answers before it. */
async function untilRefused(url: string, everyMs: number, from: number) {
  const answers: string[] = [];
  while (performance.now() - from < PROBE_LIMIT_MS) {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.status === 403) return { ms: performance.now() - from, answers };
    answers.push(`${answer.status} ${answer.headers.get('x-cache-status') ?? '-'}`);
    await sleep(everyMs);
  }
  return { ms: Number.NaN, answers };
}

/** Asks for the segments after `url` with its token, each as soon as it opens, until one is refused. */
async function guessedSegments(url: string, from: number) {
  let opened = 0;
  let next = nextSegment(url);
  while (performance.now() - from < PROBE_LIMIT_MS) {
    const answer = await fetch(next);
    await answer.arrayBuffer();
    if (answer.status === 403) return opened;
    if (answer.ok) {
      opened += 1;
      next = nextSegment(next);
    } else await sleep(500);
  }
  return opened;
}

async function round(way: Way, index: number): Promise<RoundFigures> {
  const account = await newAccount(base);
  const ticket = await ticketFor(base, live.channelId, account.token);
  const masterUrl = new URL(ticket.link, base).toString();
  const master = await (await fetch(masterUrl)).text();
  const variant = firstVariant(master, masterUrl);
  // the revocation falls at a different point of the reload cycle in each round
  const phase = (index + 0.5) / ROUNDS;
  let newest: PlaylistFile | undefined;
  let lastRead: number;
  let targetDuration: number;
  const playUntil = performance.now() + PLAY_SECONDS * 1000;
  for (let first = true; ; first = false) {
    const answer = await fetch(first ? variant : `${variant}&_HLS_skip=YES`);
    lastRead = performance.now();
    if (!answer.ok) throw new Error(`the playlist answered ${answer.status} before the revocation`);
    const playlist = parsePlaylist(await answer.text(), variant);
    targetDuration = playlist.targetDuration;
    newest = playlist.files.filter((file) => !file.init).at(-1) ?? newest;
    // played as a player plays it: the newest segment, so the edge keeps it
    if (newest) await (await fetch(newest.url)).arrayBuffer();
    if (lastRead + targetDuration * 1000 > playUntil) break;
    await sleep(lastRead + targetDuration * 1000 - performance.now());
  }
  if (!newest) throw new Error('no segment was listed');
  await sleep(Math.max(0, lastRead + phase * targetDuration * 1000 - performance.now()));

  const called = performance.now();
  const status =
    way === 'stop'
      ? await postJson<boolean>(`${base}/session/stop`, { ticket: ticket.ticket }, account.token).then(
          () => 200,
        )
      : await logout(base, account.token);
  const revoked = performance.now();
  if (status !== 200) throw new Error(`${way} answered ${status}`);
  const revokedAtSeconds = Date.now() / 1000;
  const [playlist, segment, guessedOpened] = await Promise.all([
    untilRefused(variant, 100, revoked),
    untilRefused(newest.url, 100, revoked),
    guessedSegments(newest.url, revoked),
  ]);
  return {
    way,
    round: index + 1,
    sinceLastPlaylistS: (called - lastRead) / 1000,
    revokeCallMs: revoked - called,
    firstRefusedPlaylistMs: playlist.ms,
    firstRefusedSegmentS: segment.ms / 1000,
    tokenLeftS: tokenExpiry(newest.url) + 1 - revokedAtSeconds,
    playlistAnswers: summary(playlist.answers),
    segmentAnswers: summary(segment.answers),
    guessedOpened,
  };
}

/** `12 × 200 HIT` for a run of equal answers. */
function summary(answers: string[]): string {
  const runs: [string, number][] = [];
  for (const answer of answers) {
    const last = runs.at(-1);
    if (last && last[0] === answer) last[1] += 1;
    else runs.push([answer, 1]);
  }
  return runs.map(([answer, count]) => `${count} × ${answer}`).join(', ') || 'none';
}

try {
  console.log(
    `## Revocation through the edge: channel ${live.channelId}, two origin instances, ` +
      `MEDIA_TOKEN_SECONDS ${MEDIA_TOKEN_SECONDS} (load average ${loadAverage()})`,
  );
  console.log(
    '| revoked by | round | last playlist read before (s) | revoking call (ms) | (i) first 403 playlist after (ms) | playlist answers before its 403 | ' +
      '(ii) first 403 segment after (s) | edge refuses the held token from (s) | newest segment answers before its 403 | new segments the old token opened (guessed paths) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const way of ['stop', 'sign-out'] as const) {
    for (let index = 0; index < ROUNDS; index++) {
      const figures = await round(way, index);
      console.log(
        `| ${figures.way} | ${figures.round} | ${figures.sinceLastPlaylistS.toFixed(2)} | ${figures.revokeCallMs.toFixed(0)} | ` +
          `${figures.firstRefusedPlaylistMs.toFixed(0)} | ${figures.playlistAnswers} | ${figures.firstRefusedSegmentS.toFixed(1)} | ` +
          `${figures.tokenLeftS.toFixed(1)} | ${figures.segmentAnswers} | ${figures.guessedOpened} |`,
      );
    }
  }
  const log = await live.edge.accessLog();
  const refused = log.filter((entry) => entry.status === 403);
  console.log(
    `\nedge log: ${refused.filter((entry) => entry.uri.endsWith('.m3u8')).length} refused playlists (the origin's 403), ` +
      `${refused.filter((entry) => !entry.uri.endsWith('.m3u8')).length} refused files ` +
      `(${refused.filter((entry) => !entry.uri.endsWith('.m3u8') && entry.cache === '').length} by the edge itself); load average ${loadAverage()}`,
  );
} finally {
  await live.stop();
}
