import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import {
  MEDIA_TOKEN_SECONDS,
  STREAM_LEASE_SECONDS,
  ticketResultSchema,
  type TicketResult,
} from '@sahra/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { channelInPackage } from '../../testing/catalog-fixtures.js';
import { startNginxEdge, type NginxEdge } from '../../testing/nginx-edge.js';
import { createTestApp, mainTestDatabase, type TestApp } from '../../testing/test-app.js';
import { MONEY_ENV, newBuyer, type Buyer } from '../../testing/money.js';
import { resultOf } from '../../testing/content-client.js';
import { call } from '../../testing/membership-client.js';
import { askTicket, stopStream } from '../../testing/playback-client.js';
import { setChannelSource } from '../guide/public.js';
import { DemoBroadcaster, recordedSegments } from '../recording/public.js';
import { ffmpeg, quickSupervisor, removeTestFiles, tempDir, waitFor } from '../../testing/recording-kit.js';
import { readMediaToken } from './signed-link.js';

/*
 * The CDN of ADR 035 for real: Debian's nginx with the edge of deploy/edge/ in front of two origin
 * instances sharing PostgreSQL (one on PGlite, which one process holds), serving a channel recorded by
 * the real recorder from a local broadcaster, to viewers with real tickets and to ffmpeg.
 */

const run = promisify(execFile);
const kind = mainTestDatabase();
const recordingsDir = tempDir('edge-recordings');

/** A playlist's file URIs, without and with their tokens. */
function filesOf(playlist: string): { path: string; token: string }[] {
  return [...playlist.matchAll(/^([^#\n][^?\n]*)\?t=([^\n]+)$/gm)].map(([, path, token]) => ({
    path: path!,
    token: token!,
  }));
}

describe(`the media edge: nginx in front of the origin instances [${kind}]`, () => {
  let server: TestApp;
  let second: TestApp | undefined;
  let edge: NginxEdge;
  let channel = 0;
  const broadcaster = new DemoBroadcaster({ ffmpeg, dir: tempDir('edge-broadcast') });
  let supervisor: ReturnType<typeof quickSupervisor>;

  /** A signed-in viewer's ticket for the recorded channel, asked of the first instance. */
  async function ticketOf(viewer: Buyer): Promise<TicketResult> {
    return resultOf(await askTicket(server.app, viewer.token, { Id: channel }), ticketResultSchema);
  }
  const viewer = () => newBuyer(server.app, server.storage.db);
  const throughEdge = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${edge.url}${path}`, { headers });
  /** A media playlist of the ticket's stream as a player reads it: the master's first variant. */
  async function mediaPlaylistOf(ticket: TicketResult): Promise<{ url: string; text: string }> {
    const master = await (await throughEdge(ticket.link)).text();
    const variant = filesOf(master)[0]!;
    const url = `${ticket.link.slice(0, ticket.link.lastIndexOf('/'))}/${variant.path}?t=${variant.token}`;
    const response = await throughEdge(url);
    expect(response.status, url).toBe(200);
    return { url, text: await response.text() };
  }
  const segmentUrl = (playlistUrl: string, file: { path: string; token: string }) =>
    `${playlistUrl.slice(0, playlistUrl.lastIndexOf('/'))}/${file.path}?t=${file.token}`;

  beforeAll(async () => {
    const env = { ...MONEY_ENV, RECORDINGS_DIR: recordingsDir, MEDIA_GENERATE: 'false', GUIDE_DEMO: 'false' };
    server = await createTestApp(kind, { env });
    if (kind === 'postgres') second = await server.another({ env });
    const origins = [server, ...(second ? [second] : [])];
    const addresses = await Promise.all(
      origins.map((origin) => origin.app.listen({ port: 0, host: '127.0.0.1' })),
    );
    const db = server.storage.db;
    channel = await channelInPackage(db, 'Public');
    await setChannelSource(db, channel, await broadcaster.start(), systemClock.now());
    supervisor = quickSupervisor(db, recordingsDir);
    supervisor.start();
    await waitFor(
      'three recorded segments',
      async () => {
        const rows = await recordedSegments(db, channel);
        return rows.length >= 3 ? rows : undefined;
      },
      60_000,
    );
    edge = await startNginxEdge({
      origins: addresses.map((address) => new URL(address).host),
      secret: server.config.MEDIA_LINK_SECRET,
    });
  }, 120_000);

  afterAll(async () => {
    await edge?.stop();
    await supervisor?.stop();
    await broadcaster.stop();
    await second?.close();
    await server?.close();
    removeTestFiles();
  });

  test('two viewers read the same segment paths with their own tokens; the edge asks the origins once per segment', async () => {
    const [first, other] = await Promise.all([viewer(), viewer()]);
    const [a, b] = await Promise.all([
      mediaPlaylistOf(await ticketOf(first)),
      mediaPlaylistOf(await ticketOf(other)),
    ]);
    expect(a.url.split('?')[0]).toBe(b.url.split('?')[0]);
    const filesA = filesOf(a.text).slice(-3);
    const filesB = filesOf(b.text);
    for (const file of filesA) {
      const same = filesB.find((candidate) => candidate.path === file.path);
      expect(same, `${file.path} is listed to both`).toBeDefined();
      // the tokens differ (each names its own stream); the path, the edge's cache key, does not
      expect(readMediaToken(same!.token)!.stream).not.toBe(readMediaToken(file.token)!.stream);
      const bytesA = Buffer.from(await (await throughEdge(segmentUrl(a.url, file))).arrayBuffer());
      const second = await throughEdge(segmentUrl(b.url, same!));
      expect(second.headers.get('x-cache-status')).toBe('HIT');
      expect(Buffer.from(await second.arrayBuffer()).equals(bytesA)).toBe(true);
    }
    const log = await edge.accessLog();
    for (const file of filesA) {
      const path = new URL(segmentUrl(a.url, file), edge.url).pathname;
      const misses = log.filter((entry) => entry.uri === path && entry.cache !== 'HIT');
      expect([path, misses.length]).toEqual([path, 1]);
    }
  });

  test('a segment through the edge has a length, an ETag, byte ranges and CORS; refusals are never kept', async () => {
    const { url, text } = await mediaPlaylistOf(await ticketOf(await viewer()));
    const file = filesOf(text).at(-1)!;
    const whole = await throughEdge(segmentUrl(url, file));
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);
    expect(whole.headers.get('etag')).toMatch(/^(W\/)?".+"$/);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // a player on another host (MEDIA_ORIGIN) reads and times it
    expect(whole.headers.get('access-control-allow-origin')).toBe('*');
    expect(whole.headers.get('timing-allow-origin')).toBe('*');
    const range = await throughEdge(segmentUrl(url, file), { range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    // one character of the signature changed: its first, as the last base64url character of a 32-byte
    // signature holds only 2 bits (A, Q, g or w), so writing an A there left it unchanged one time in four
    const signatureAt = file.token.lastIndexOf('.') + 1;
    const changed = file.token[signatureAt] === 'A' ? 'B' : 'A';
    const forgedToken = `${file.token.slice(0, signatureAt)}${changed}${file.token.slice(signatureAt + 1)}`;
    const forged = await throughEdge(segmentUrl(url, { ...file, token: forgedToken }));
    expect(forged.status).toBe(403);
    expect(forged.headers.get('cache-control')).toBe('no-store');
    // a path nobody recorded: the origin's 404 passes and is not kept
    const missing = segmentUrl(url, { ...file, path: file.path.replace(/[^/]+$/, '999999.m4s') });
    for (const attempt of [1, 2]) {
      const answer = await throughEdge(missing);
      expect([attempt, answer.status, answer.headers.get('cache-control')]).toEqual([
        attempt,
        404,
        'no-store',
      ]);
    }
  });

  test('a stopped, a signed-out and a replaced stream are refused at once by the playlists; their file tokens end within MEDIA_TOKEN_SECONDS', async () => {
    const stopped = await viewer();
    const stoppedTicket = await ticketOf(stopped);
    const { url: stoppedUrl, text } = await mediaPlaylistOf(stoppedTicket);
    const stoppedAt = Date.now();
    expect((await stopStream(server.app, stopped.token, stoppedTicket.ticket)).status).toBe(200);
    // the next reload, on whichever instance, is refused
    for (let reload = 0; reload < 4; reload++) expect((await throughEdge(stoppedUrl)).status).toBe(403);
    const lastToken = readMediaToken(filesOf(text).at(-1)!.token)!;
    expect(lastToken.expiresAt * 1000 - stoppedAt).toBeLessThanOrEqual(MEDIA_TOKEN_SECONDS * 1000);

    const signedOut = await viewer();
    const { url: signedOutUrl } = await mediaPlaylistOf(await ticketOf(signedOut));
    const logout = await call(server.app, 'POST', '/membership/logout', {
      headers: { token: signedOut.token },
    });
    expect(logout.status).toBe(200);
    expect((await throughEdge(signedOutUrl)).status).toBe(403);

    // a device plays one stream: its next ticket replaces the one before
    const zapping = await viewer();
    const { url: replacedUrl } = await mediaPlaylistOf(await ticketOf(zapping));
    await ticketOf(zapping);
    expect((await throughEdge(replacedUrl)).status).toBe(403);
  });

  test('ffmpeg given a ticket link plays through the edge past a token and a lease, with no heartbeat, and is refused once the stream stops', async () => {
    const holder = await viewer();
    const ticket = await ticketOf(holder);
    // ffmpeg starts a few segments behind the live edge, so it plays for less wall time than this
    const seconds = Math.max(MEDIA_TOKEN_SECONDS, STREAM_LEASE_SECONDS) + 20;
    const started = Date.now();
    const { stderr } = await run(ffmpeg, [
      ...['-v', 'error', '-nostdin', '-i', `${edge.url}${ticket.link}`, '-t', String(seconds)],
      ...['-c', 'copy', '-f', 'null', '-'],
    ]);
    const playedFor = (Date.now() - started) / 1000;
    console.info(`ffmpeg read a handed-over live link for ${playedFor.toFixed(1)} s through the edge`);
    expect(stderr).not.toMatch(/403|Forbidden/);
    expect(playedFor).toBeGreaterThan(Math.max(MEDIA_TOKEN_SECONDS, STREAM_LEASE_SECONDS));

    // while it plays again, the stream stops: its next playlist is refused and ffmpeg ends early
    const reading = spawn(ffmpeg, [
      ...['-v', 'error', '-nostdin', '-i', `${edge.url}${ticket.link}`, '-t', '60'],
      ...['-c', 'copy', '-f', 'null', '-'],
    ]);
    const refusedPlaylists = async () =>
      (await edge.accessLog()).filter((entry) => entry.uri.endsWith('.m3u8') && entry.status === 403).length;
    const refusedBefore = await refusedPlaylists();
    const ended = new Promise<number>((resolve) => reading.once('exit', () => resolve(Date.now())));
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const stoppedAt = Date.now();
    expect((await stopStream(server.app, holder.token, ticket.ticket)).status).toBe(200);
    const endedAt = await ended;
    console.info(`ffmpeg ended ${((endedAt - stoppedAt) / 1000).toFixed(1)} s after its stream was stopped`);
    expect(endedAt - stoppedAt).toBeLessThan(20_000);
    expect(await refusedPlaylists()).toBeGreaterThan(refusedBefore);
  }, 120_000);
});
