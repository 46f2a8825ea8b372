import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ContentTypeId,
  contentItemSchema,
  MediaErrorCode,
  MEDIA_RENDITIONS,
  envelopeSchema,
  mediaStatusSchema,
  PlatformErrorCode,
  type MediaScopeKind,
  HOUR_MS,
  STREAM_LEASE_SECONDS,
  streamListSchema,
  MEDIA_RENEWS_PARAM,
  MEDIA_TOKEN_PARAM,
  MEDIA_TOKEN_SECONDS,
} from '@sahra/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { describeWithServer } from '../../testing/test-app.js';
import { get as apiGet, resultOf } from '../../testing/content-client.js';
import { ensureDemoGuide, scheduleBetween } from '../guide/public.js';
import { manualClock, newPerson, register, TEST_API_KEY } from '../../testing/membership-client.js';
import {
  askTicket,
  playbackCall,
  signInDevice,
  stopStream,
  streamIdOf,
  ticketOf,
} from '../../testing/playback-client.js';
import { channelInPackage, titleInPackage } from '../../testing/catalog-fixtures.js';
import { readMasterPlaylist, readMediaPlaylist } from '../../testing/playlists.js';
import { ffmpegPath } from '../encoding/public.js';
import { clipDir, clipOf, segmentUri } from './library.js';
import { MediaLibrary } from './media-library.js';
import { mediaToken, readMediaToken } from './signed-link.js';
import type { MediaStreamGate } from './routes.js';

/** The ffmpeg the server would choose (FFMPEG_PATH, else the PATH's), and the ffprobe of the same build beside it. */
const ffmpeg = ffmpegPath(process.env.FFMPEG_PATH);
const ffprobe = path.join(path.dirname(ffmpeg), 'ffprobe');
const run = promisify(execFile);

const CLIP_SECONDS = 8;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-media-'));
const emptyMediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-media-empty-'));
const env = { MEDIA_DIR: mediaDir, MEDIA_CLIP_SECONDS: String(CLIP_SECONDS) };
const shape = { clipCount: 8, clipSeconds: CLIP_SECONDS };
/** Valid for a day of the real clock, so also at the fixed instants some tests set. */
const DAY_LATER = Math.floor(Date.now() / 1000) + 86_400;
const STREAM = 'test-stream';
/**
 * These tests are the origin's: every stream a token names plays. Leases ending a stream's playlists
 * are proven through real tickets in media-tokens.test.ts.
 */
const everyStreamPlays: MediaStreamGate = async () => true;
/** A playlist's URI without its viewer's token: the path inside the scope. */
const pathOf = (uri: string) => uri.split('?')[0]!;
/** A clip's file as playlists name it, with the version of this library's clips. */
const clipFile = (clip: number, rendition: string, file: string) =>
  segmentUri(clip, CLIP_SECONDS / 4, rendition as (typeof MEDIA_RENDITIONS)[number], file);

/** The box types at the top level of an ISO-BMFF (MP4) file. */
function topLevelBoxes(file: string): string[] {
  const bytes = fs.readFileSync(file);
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(offset);
    types.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return types;
}

let generationSeconds = 0;

beforeAll(async () => {
  // what an interrupted start leaves: a dead process's partial folder and a clip folder never finished
  const clips = path.join(mediaDir, 'clips');
  fs.mkdirSync(`${clipDir(mediaDir, 3)}.partial-999999`, { recursive: true });
  fs.mkdirSync(path.join(clipDir(mediaDir, 5), '540p'), { recursive: true });
  fs.writeFileSync(path.join(clipDir(mediaDir, 5), '540p', '0.m4s'), 'half');
  const started = performance.now();
  const library = new MediaLibrary({ mediaDir, clipSeconds: CLIP_SECONDS, ffmpeg });
  expect(library.status()).toEqual({ State: 'preparing', ClipsReady: 0, ClipsTotal: 8 });
  await library.generate();
  generationSeconds = (performance.now() - started) / 1000;
  expect(library.status().State).toBe('ready');
  expect(fs.readdirSync(clips).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
}, 300_000);

afterAll(() => {
  for (const folder of [mediaDir, emptyMediaDir]) fs.rmSync(folder, { recursive: true, force: true });
});

test('ffmpeg makes fMP4 HLS clips: an init segment and 4 s media segments per rendition', () => {
  console.info(
    `tiny library (8 clips of ${CLIP_SECONDS} s, ${MEDIA_RENDITIONS.length} renditions) generated in ${generationSeconds.toFixed(1)} s`,
  );
  for (const clip of [0, 5]) {
    for (const rendition of MEDIA_RENDITIONS) {
      const folder = path.join(clipDir(mediaDir, clip), rendition);
      expect(topLevelBoxes(path.join(folder, 'init.mp4')).slice(0, 2)).toEqual(['ftyp', 'moov']);
      for (const segment of ['0.m4s', '1.m4s']) {
        expect(topLevelBoxes(path.join(folder, segment))).toEqual(expect.arrayContaining(['moof', 'mdat']));
      }
      expect(fs.existsSync(path.join(folder, '2.m4s'))).toBe(false);
    }
  }
});

test('every segment of a clip starts its pictures exactly on the 4 s grid, so loops and programme changes join without a gap', async () => {
  const folder = path.join(clipDir(mediaDir, 2), MEDIA_RENDITIONS[0]);
  for (const [segment, start] of [
    ['0.m4s', 0],
    ['1.m4s', 4],
  ] as const) {
    const joined = path.join(folder, `probe-${segment}.mp4`);
    fs.writeFileSync(
      joined,
      Buffer.concat([
        fs.readFileSync(path.join(folder, 'init.mp4')),
        fs.readFileSync(path.join(folder, segment)),
      ]),
    );
    const { stdout } = await run(ffprobe, [
      ...['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=pts_time'],
      ...['-of', 'csv=p=0', joined],
    ]);
    fs.rmSync(joined);
    const times = stdout.trim().split('\n').map(Number);
    expect(Math.min(...times)).toBe(start);
    // no B-frames: pictures come in presentation order, 25 a second
    expect(times).toEqual(times.map((_, index) => start + index / 25).map((time) => expect.closeTo(time, 5)));
  }
});

/** A GET with the path exactly as written: fetch would resolve `..` and backslashes before sending. */
function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const request = http.get({ hostname, port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.once('error', reject);
  });
}

interface Probe {
  streams: { codec_name: string; width?: number; height?: number; profile?: string }[];
  format: { duration?: string };
}

async function probe(url: string, extra: string[] = []): Promise<Probe> {
  const { stdout } = await run(ffprobe, [
    ...[
      '-v',
      'error',
      '-of',
      'json',
      '-show_entries',
      'stream=codec_name,width,height,profile:format=duration',
    ],
    ...extra,
    url,
  ]);
  return JSON.parse(stdout) as Probe;
}

describeWithServer(
  'media origin',
  (server) => {
    let origin = '';
    const ids = async (type: number, count = 2) =>
      (
        await server()
          .storage.db.selectFrom('content_item')
          .select(['id', 'duration_seconds'])
          .where('content_type_id', '=', type)
          .orderBy('id')
          .limit(count)
          .execute()
      ).map((row) => ({ id: row.id, seconds: row.duration_seconds }));
    const get = (url: string, headers: Record<string, string> = {}) =>
      server().app.inject({ method: 'GET', url, headers });
    /** A file of a channel's or item's scope with a token signed as a ticket signs it. */
    const tokenFor = (kind: MediaScopeKind, id: number, expiresAt = DAY_LATER, stream = STREAM) =>
      mediaToken(server().config.MEDIA_LINK_SECRET, { scope: { kind, id }, expiresAt, stream });
    const signed = (kind: MediaScopeKind, id: number, file: string, expiresAt = DAY_LATER) =>
      `/media/${kind}/${id}/${file}?t=${tokenFor(kind, id, expiresAt)}`;
    /** Another instance on this one's database, at `clock`'s time. */
    const anotherApp = (options: Partial<Parameters<typeof buildApp>[0]> = {}) => {
      const { config, storage } = server();
      return buildApp({ config, storage, logger: false, mediaStreams: everyStreamPlays, ...options });
    };
    const refused = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ Success: false, ErrorCode: MediaErrorCode.LinkRefused });
    };

    beforeAll(async () => {
      origin = await server().app.listen({ port: 0, host: '127.0.0.1' });
    });

    test('the status says ready once the library is on disk', async () => {
      const response = await get('/media/status');
      expect(envelopeSchema(mediaStatusSchema).parse(response.json()).Result).toEqual({
        State: 'ready',
        ClipsReady: 8,
        ClipsTotal: 8,
      });
    });

    test('a movie is a VOD playlist per rendition as long as the movie, which ffprobe plays over HTTP', async () => {
      const [movie] = await ids(ContentTypeId.Movie);
      const master = await get(signed('vod', movie!.id, 'master.m3u8'));
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
      expect(readMasterPlaylist(master.body).variants.map((variant) => variant.resolution)).toEqual([
        { width: 960, height: 540 },
        { width: 640, height: 360 },
        { width: 416, height: 234 },
      ]);
      const compressed = await get(signed('vod', movie!.id, '234p.m3u8'), { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('#EXT-X-ENDLIST');
      for (const rendition of MEDIA_RENDITIONS) {
        const media = await get(signed('vod', movie!.id, `${rendition}.m3u8`));
        expect(media.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n');
        expect(media.body.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
        const { segments } = readMediaPlaylist(media.body);
        expect(segments.length).toBe(Math.ceil(movie!.seconds / 4));
        const clip = clipOf(movie!.id, shape);
        expect(
          segments.every((segment) => pathOf(segment.map.uri) === clipFile(clip, rendition, 'init.mp4')),
        ).toBe(true);
      }
      const probed = await probe(`${origin}${signed('vod', movie!.id, '360p.m3u8')}`);
      expect(Number(probed.format.duration)).toBe(Math.ceil(movie!.seconds / 4) * 4);
      expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    });

    test("ffmpeg reads a movie's fMP4 VOD playlist over HTTP across a loop of its clip and copies it into one MP4", async () => {
      const [movie] = await ids(ContentTypeId.Movie);
      const copy = path.join(mediaDir, `copy-${movie!.id}.mp4`);
      // three 4 s segments: the clip's two, then the first again after a discontinuity and its EXT-X-MAP
      await run(ffmpeg, [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...['-i', `${origin}${signed('vod', movie!.id, '360p.m3u8')}`, '-t', '12', '-c', 'copy', copy],
      ]);
      const copied = await probe(copy);
      fs.rmSync(copy);
      expect(Number(copied.format.duration)).toBeCloseTo(12, 0);
      expect(copied.streams).toEqual([
        expect.objectContaining({ codec_name: 'h264', width: 640, height: 360 }),
        expect.objectContaining({ codec_name: 'aac' }),
      ]);
    });

    test("segments are served inside a scope with an immutable cache header, and an item's scope opens only its own clip, a channel's only the clips it plays", async () => {
      const [channel] = await ids(ContentTypeId.Channel);
      const playing = readMediaPlaylist(
        (await get(signed('live', channel!.id, '540p.m3u8'))).body,
      ).segments.map((segment) => Number(/^clips\/(\d+)\//.exec(segment.uri)?.[1]));
      const clip = playing[0]!;
      const segment = await get(signed('live', channel!.id, clipFile(clip, '540p', '1.m4s')));
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = fs.readFileSync(path.join(clipDir(mediaDir, clip), '540p', '1.m4s'));
      expect(segment.rawPayload.equals(bytes)).toBe(true);
      const init = await get(signed('live', channel!.id, clipFile(clip, '540p', 'init.mp4')));
      expect(init.headers['content-type']).toBe('video/mp4');
      const notPlayed = [...Array(shape.clipCount).keys()].find((other) => !playing.includes(other));
      if (notPlayed !== undefined) {
        expect(
          (await get(signed('live', channel!.id, clipFile(notPlayed, '540p', '0.m4s')))).statusCode,
        ).toBe(404);
      }
      const [movie] = await ids(ContentTypeId.Movie);
      const own = clipOf(movie!.id, shape);
      expect((await get(signed('vod', movie!.id, clipFile(own, '540p', '0.m4s')))).statusCode).toBe(200);
      const other = (own + 1) % shape.clipCount;
      expect((await get(signed('vod', movie!.id, clipFile(other, '540p', '0.m4s')))).statusCode).toBe(404);
    });

    test('subtitled titles serve Arabic and English SRT and WebVTT renditions named in the master playlist', async () => {
      const [movie] = (await ids(ContentTypeId.Movie, 4)).filter((entry) => entry.id % 2 === 0);
      const file = (name: string) => signed('vod', movie!.id, name);
      const master = (await get(file('master.m3u8'))).body;
      expect(master).toContain('TYPE=SUBTITLES,GROUP-ID="subs",NAME="العربية",LANGUAGE="ar"');
      expect(master).toContain('SUBTITLES="subs"');
      const english = await get(file('subtitles/en.srt'));
      expect(english.statusCode).toBe(200);
      expect(english.body).toMatch(/^1\n00:00:00,000 --> 00:00:06,000\n.+\nScene 1\n\n2\n00:00:10,000 --> /);
      expect((await get(file('subtitles/ar.srt'))).body).toContain('المشهد 1\n');
      const vtt = await get(file('subtitles/en.vtt'));
      expect(vtt.body).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:06\.000\n/);
      const playlist = readMediaPlaylist((await get(file('subtitles/ar.m3u8'))).body);
      expect(pathOf(playlist.segments[0]!.uri)).toBe('ar/0.vtt');
      const [unsubtitled] = (await ids(ContentTypeId.Movie, 4)).filter((entry) => entry.id % 2 === 1);
      expect((await get(signed('vod', unsubtitled!.id, 'subtitles/en.srt'))).statusCode).toBe(404);
    });

    test('a subtitle rendition is cut like the video: the same 4 s segments and discontinuities, each WebVTT segment mapped onto the clip timestamps after its discontinuity', async () => {
      const [movie] = (await ids(ContentTypeId.Movie, 4)).filter((entry) => entry.id % 2 === 0);
      const file = (name: string) => signed('vod', movie!.id, name);
      const video = readMediaPlaylist((await get(file('540p.m3u8'))).body);
      const subtitles = await get(file('subtitles/en.m3u8'));
      expect(subtitles.headers['content-type']).toContain('application/vnd.apple.mpegurl');
      const text = readMediaPlaylist(subtitles.body);
      const where = (playlist: typeof video) =>
        playlist.segments.flatMap((segment, index) => (segment.discontinuity ? [index] : []));
      expect(text.targetDuration).toBe(video.targetDuration);
      expect(text.segments.map((segment) => segment.duration)).toEqual(
        video.segments.map((segment) => segment.duration),
      );
      expect(where(text)).toEqual(where(video));
      expect(text.segments.every((segment) => segment.duration <= text.targetDuration)).toBe(true);
      expect(text.segments.map((segment) => pathOf(segment.uri))).toEqual(
        text.segments.map((_, n) => `en/${n}.vtt`),
      );

      // the first picture of each of the clip's segments, as 90 kHz MPEG-2 time: what MPEGTS must name
      const clip = clipOf(movie!.id, shape);
      const folder = path.join(clipDir(mediaDir, clip), '540p');
      const firstPicture: number[] = [];
      for (let index = 0; fs.existsSync(path.join(folder, `${index}.m4s`)); index++) {
        const joined = path.join(mediaDir, `tfdt-${clip}-${index}.mp4`);
        fs.writeFileSync(
          joined,
          Buffer.concat(
            [path.join(folder, 'init.mp4'), path.join(folder, `${index}.m4s`)].map((f) => fs.readFileSync(f)),
          ),
        );
        const { stdout } = await run(ffprobe, [
          ...['-v', 'error', '-select_streams', 'v', '-read_intervals', '%+#1', '-show_entries'],
          ...['packet=pts_time', '-of', 'csv=p=0', joined],
        ]);
        fs.rmSync(joined);
        firstPicture.push(Math.round(Number(stdout.trim().split('\n')[0]) * 90_000));
      }
      const seconds = (time: string) => {
        const [hours, minutes, rest] = time.split(':').map(Number) as [number, number, number];
        return hours * 3600 + minutes * 60 + rest;
      };
      const shown = new Map<string, number>();
      for (const [n, segment] of text.segments.entries()) {
        const vtt = await get(file(`subtitles/${pathOf(segment.uri)}`));
        expect(vtt.statusCode).toBe(200);
        expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
        const map = /^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:(\d+),LOCAL:([\d:.]+)\n\n/.exec(vtt.body);
        expect(map, vtt.body).not.toBeNull();
        // LOCAL is the segment's start in the title; MPEGTS the same instant in the clip the video plays there
        const local = seconds(map![2]!);
        expect(local).toBe(n * 4);
        const videoIndex = Number(/(\d+)\.m4s$/.exec(pathOf(video.segments[n]!.uri))?.[1]);
        expect(Number(map![1])).toBe(firstPicture[videoIndex]);
        for (const [, start, end, words] of vtt.body.matchAll(/^([\d:.]+) --> ([\d:.]+)\n(.+\n.+)$/gm)) {
          // every cue shows during the segment; one crossing a boundary is in both segments
          expect(seconds(start!)).toBeLessThan(local + segment.duration);
          expect(seconds(end!)).toBeGreaterThan(local);
          const key = `${start} ${end} ${words}`;
          shown.set(key, (shown.get(key) ?? 0) + 1);
        }
      }
      // together the segments hold exactly the SRT's cues, the ones crossing a 4 s boundary twice
      const srt = (await get(file('subtitles/en.srt'))).body;
      const srtCues = [...srt.matchAll(/^([\d:,]+) --> ([\d:,]+)\n(.+\n.+)$/gm)].map(
        ([, start, end, words]) => `${start!.replace(',', '.')} ${end!.replace(',', '.')} ${words}`,
      );
      expect([...shown.keys()]).toEqual(srtCues);
      // a cue is in every segment it shows during: two for one crossing a 4 s boundary (0-6 s, 10-16 s…)
      for (const [key, count] of shown) {
        const [start, end] = key.split(' ').map(seconds) as [number, number];
        expect(count, key).toBe(Math.ceil(end / 4) - Math.floor(start / 4));
      }
      const twice = [...shown.values()].filter((count) => count === 2);
      expect(twice.length).toBeGreaterThan(0);
      console.info(
        `subtitles of movie ${movie!.id}: ${text.segments.length} segments, ${where(text).length} discontinuities ` +
          `(video: ${where(video).length}), ${srtCues.length} cues, ${twice.length} in two segments`,
      );
      expect((await get(file(`subtitles/en/${text.segments.length}.vtt`))).statusCode).toBe(404);
      expect((await get(file('subtitles/en/01.vtt'))).statusCode).toBe(404);
      const [unsubtitled] = (await ids(ContentTypeId.Movie, 4)).filter((entry) => entry.id % 2 === 1);
      expect((await get(signed('vod', unsubtitled!.id, 'subtitles/en/0.vtt'))).statusCode).toBe(404);
    });

    test("ffmpeg reads a subtitle rendition's segmented WebVTT over HTTP", async () => {
      const [movie] = (await ids(ContentTypeId.Movie, 4)).filter((entry) => entry.id % 2 === 0);
      const { stdout } = await run(ffmpeg, [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
        ...[
          '-i',
          `${origin}${signed('vod', movie!.id, 'subtitles/ar.m3u8')}`,
          '-t',
          '30',
          '-f',
          'webvtt',
          '-',
        ],
      ]);
      // ffmpeg joins the segments and takes the cue times as written (title time); no header leaks into a cue
      expect(stdout).not.toContain('X-TIMESTAMP-MAP');
      const cues = [...stdout.matchAll(/^([\d:.]+ --> [\d:.]+)\n.+\n(.+)$/gm)].map(
        ([, times, scene]) => `${times} ${scene}`,
      );
      expect(cues.slice(0, 3)).toEqual([
        '00:00.000 --> 00:06.000 المشهد 1',
        '00:10.000 --> 00:16.000 المشهد 2',
        '00:20.000 --> 00:26.000 المشهد 3',
      ]);
    });

    test('a live channel plays its 8-hour window through a signed link, read by ffprobe over HTTP as a second HLS client', async () => {
      const [channel] = await ids(ContentTypeId.Channel);
      const master = await get(signed('live', channel!.id, 'master.m3u8'));
      expect(master.statusCode).toBe(200);
      const media = await get(signed('live', channel!.id, '540p.m3u8'));
      const { segments } = readMediaPlaylist(media.body);
      expect(segments).toHaveLength(7200);
      expect(
        segments.every((segment) => /^clips\/\d\/v[0-9a-f]{10}\/540p\/\d+\.m4s$/.test(pathOf(segment.uri))),
      ).toBe(true);
      // the playlist names its viewer's tokens, so no cache may keep it
      expect(media.headers['cache-control']).toBe('private, no-store');
      const probed = await probe(`${origin}${signed('live', channel!.id, 'master.m3u8')}`, [
        '-read_intervals',
        '%+4',
      ]);
      expect(probed.streams).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ codec_name: 'h264', width: 960, height: 540 }),
          expect.objectContaining({ codec_name: 'h264', width: 640, height: 360 }),
          expect.objectContaining({ codec_name: 'aac' }),
        ]),
      );
    });

    test("live playlists are compressed as asked, delta updates are small, and a second server writes the same playlist for another viewer, but for the viewer's token", async () => {
      const [, channel] = await ids(ContentTypeId.Channel);
      const url = signed('live', channel!.id, '360p.m3u8');
      // two instances (each its own memo) on one database, at one instant, so no segment tick falls between requests
      const clock = { now: () => new Date(Date.UTC(2026, 10, 23, 21, 0, 1)) };
      const [first, second] = await Promise.all([1, 2].map(() => anotherApp({ clock })));
      const ask = (headers: Record<string, string> = {}, query = '') =>
        first!.inject({ method: 'GET', url: url + query, headers });
      const plain = await ask();
      const brotli = await ask({ 'accept-encoding': 'gzip, br' });
      const gzip = await ask({ 'accept-encoding': 'gzip' });
      const delta = await ask({}, '&_HLS_skip=YES');
      const otherToken = tokenFor('live', channel!.id, DAY_LATER, 'another-viewer');
      const again = await second!.inject({
        method: 'GET',
        url: `/media/live/${channel!.id}/360p.m3u8?t=${otherToken}`,
      });
      await Promise.all([first!.close(), second!.close()]);
      expect([brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      // no cache may keep a viewer's playlist, so none needs to vary it by encoding
      expect(plain.headers['cache-control']).toBe('private, no-store');
      expect(readMediaPlaylist(delta.body).skip).toBe(7200 - 9);
      expect(delta.body.length).toBeLessThan(plain.body.length / 100);
      const withoutTokens = (text: string) => text.replace(/\?t=[^\n"]+/g, '');
      expect(withoutTokens(again.body)).toBe(withoutTokens(plain.body));
      const streams = (text: string) => new Set([...text.matchAll(/\?t=\d+\.([^.]+)\./g)].map((m) => m[1]));
      expect(streams(plain.body)).toEqual(new Set([STREAM]));
      expect(streams(again.body)).toEqual(new Set(['another-viewer']));
    });

    test('the programme the guide has on air is the clip the live playlist plays at that instant', async () => {
      const { storage } = server();
      const now = new Date(Math.floor(Date.now() / 4000) * 4000 + 1000);
      await ensureDemoGuide(storage.db, { now });
      const [channel] = await ids(ContentTypeId.Channel);
      const programmes = await scheduleBetween(
        storage.db,
        channel!.id,
        new Date(now.getTime() - 8 * HOUR_MS),
        now,
      );
      expect(programmes.length).toBeGreaterThan(2);
      const app = await anotherApp({ clock: { now: () => now } });
      const { segments } = readMediaPlaylist(
        (await app.inject({ method: 'GET', url: signed('live', channel!.id, '540p.m3u8') })).body,
      );
      await app.close();
      // the window is the last 8 h of whole segments
      const windowStart = Math.floor(now.getTime() / 4000) * 4000 - 8 * HOUR_MS;
      const clipAt = (instant: number) => {
        const segment = segments[Math.floor((instant - windowStart) / 4000)];
        return Number(/^clips\/(\d+)\//.exec(segment?.uri ?? '')?.[1]);
      };
      for (const programme of programmes) {
        // a programme's middle, kept inside the window and before now
        const start = Math.max(programme.start.getTime(), windowStart);
        const middle = (start + Math.min(programme.stop.getTime(), now.getTime())) / 2;
        const key =
          programme.contentId ?? `${channel!.id}/${programme.start.toISOString()}/${programme.title}`;
        expect([programme.title, clipAt(middle)]).toEqual([programme.title, clipOf(key, shape)]);
      }
    }, 120_000);

    test('catalog items and channels carry CdnUrls naming their master playlist inside the scope a ticket signs, which plays once signed', async () => {
      const [movie] = await ids(ContentTypeId.Movie);
      const [channel] = await ids(ContentTypeId.Channel);
      const [series] = await ids(ContentTypeId.Container);
      const cdnUrlsOf = async (id: number) =>
        resultOf(await apiGet(server().app, '/api/GetItemById', { id }), contentItemSchema).CdnUrls;
      for (const [kind, id] of [
        ['vod', movie!.id],
        ['live', channel!.id],
      ] as const) {
        const contentUrl = `${kind}/${id}/master.m3u8`;
        expect(await cdnUrlsOf(id)).toEqual([{ ContentName: 'HLS', ContentUrl: contentUrl }]);
        const url = signed(kind, id, 'master.m3u8');
        expect(pathOf(url)).toBe(`/media/${contentUrl}`);
        expect((await get(url)).statusCode).toBe(200);
      }
      expect(await cdnUrlsOf(series!.id)).toEqual([]);
    });

    test('1,000 single-field mutations of valid links (scope, expiry, stream, signature) are each refused with 403', async () => {
      const [channel] = await ids(ContentTypeId.Channel);
      const [movie] = await ids(ContentTypeId.Movie);
      const playing = readMediaPlaylist((await get(signed('live', channel!.id, '540p.m3u8'))).body)
        .segments[0]!;
      const base = [
        { kind: 'live' as const, id: channel!.id, file: '540p.m3u8' },
        { kind: 'live' as const, id: channel!.id, file: pathOf(playing.uri) },
        { kind: 'vod' as const, id: movie!.id, file: 'master.m3u8' },
        { kind: 'vod' as const, id: movie!.id, file: clipFile(clipOf(movie!.id, shape), '360p', 'init.mp4') },
      ].map((link) => {
        const [expires, stream, signature] = tokenFor(link.kind, link.id).split('.') as [
          string,
          string,
          string,
        ];
        return { ...link, expires, stream, signature };
      });
      type Link = (typeof base)[number];
      const urlOf = (link: Link) =>
        `/media/${link.kind}/${link.id}/${link.file}?t=${link.expires}.${link.stream}.${link.signature}`;
      for (const link of base) expect((await get(urlOf(link))).statusCode).toBe(200);

      const urlSafe = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
      const mutation = fc.oneof(
        fc.record({ field: fc.constant('scope kind'), link: fc.constantFrom(...base) }).map(({ link }) => ({
          field: 'scope',
          link: { ...link, kind: link.kind === 'live' ? ('vod' as const) : ('live' as const) },
        })),
        fc
          .record({ link: fc.constantFrom(...base), id: fc.integer({ min: 0, max: 999_999_999 }) })
          .filter(({ link, id }) => id !== link.id)
          .map(({ link, id }) => ({ field: 'scope', link: { ...link, id } })),
        fc
          .record({ link: fc.constantFrom(...base), expires: fc.integer({ min: 1, max: 999_999_999_999 }) })
          .filter(({ link, expires }) => String(expires) !== link.expires)
          .map(({ link, expires }) => ({ field: 'expiry', link: { ...link, expires: String(expires) } })),
        fc
          .record({
            link: fc.constantFrom(...base),
            stream: fc.string({ unit: urlSafe, minLength: 1, maxLength: 64 }),
          })
          .filter(({ link, stream }) => stream !== link.stream)
          .map(({ link, stream }) => ({ field: 'stream', link: { ...link, stream } })),
        fc
          .record({ link: fc.constantFrom(...base), at: fc.nat(42), char: urlSafe })
          .filter(({ link, at, char }) => link.signature[at] !== char)
          .map(({ link, at, char }) => ({
            field: 'signature',
            link: { ...link, signature: link.signature.slice(0, at) + char + link.signature.slice(at + 1) },
          })),
      );
      const [mutations] = fc.sample(
        fc.uniqueArray(mutation, { minLength: 1000, maxLength: 1000, selector: ({ link }) => urlOf(link) }),
        { numRuns: 1, seed: 6 },
      );
      const statuses = new Map<string, number[]>();
      for (const { field, link } of mutations!) {
        const response = await get(urlOf(link));
        statuses.set(field, [...(statuses.get(field) ?? []), response.statusCode]);
        if (response.statusCode !== 403) expect(urlOf(link)).toBe('refused with 403');
      }
      const counts = Object.fromEntries([...statuses].map(([field, codes]) => [field, codes.length]));
      console.info('media token mutations refused, by field:', counts);
      expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(1000);
      for (const field of ['scope', 'expiry', 'stream', 'signature'])
        expect(counts[field]).toBeGreaterThan(100);
    }, 120_000);

    test("an expired token opens no file, a missing one nothing, and a channel's token never opens another channel or an item", async () => {
      const [channelA, channelB] = await ids(ContentTypeId.Channel);
      const [movie] = await ids(ContentTypeId.Movie);
      const playing = pathOf(
        readMediaPlaylist((await get(signed('live', channelA!.id, '540p.m3u8'))).body).segments[0]!.uri,
      );
      expect((await get(signed('live', channelA!.id, playing))).statusCode).toBe(200);
      refused(await get(signed('live', channelA!.id, playing, Math.floor(Date.now() / 1000) - 1)));
      refused(await get(`/media/live/${channelA!.id}/${playing}`));
      refused(await get(`/media/live/${channelA!.id}/540p.m3u8`));
      const tokenA = tokenFor('live', channelA!.id);
      for (const file of ['master.m3u8', '540p.m3u8', playing]) {
        refused(await get(`/media/live/${channelB!.id}/${file}?t=${tokenA}`));
      }
      for (const file of [
        'master.m3u8',
        'subtitles/en.srt',
        clipFile(clipOf(movie!.id, shape), '540p', '0.m4s'),
      ]) {
        refused(await get(`/media/vod/${movie!.id}/${file}?t=${tokenA}`));
      }
    });

    test('paths stepping outside the media folder, however encoded, unknown paths and unknown content get 404', async () => {
      const [movie] = await ids(ContentTypeId.Movie);
      const [channel] = await ids(ContentTypeId.Channel);
      const version = clipFile(0, '540p', '0.m4s').split('/')[2]!;
      const clip = (file: string) =>
        signed('live', channel!.id, `clips/${file.replace('/', `/${version}/`)}`);
      const attempts = [
        clip('0/540p/../../../../etc/passwd'),
        clip('0/540p/%2e%2e%2f%2e%2e%2fclip.json'),
        clip('0/540p/..%2f..%2fclip.json'),
        clip('0/540p/%2E%2E'),
        clip('0/540p/..%5c..%5cclip.json'),
        clip('0/540p/0.m4s%00.json'),
        clip('0/..%2f540p/0.m4s'),
        clip('0/540p/index.m3u8'),
        clip('0/540p/99.m4s'),
        clip('0/540p/007.m4s'),
        clip('8/540p/0.m4s'),
        clip('0/720p/0.m4s'),
        clip('0/title.txt'),
        signed('vod', 999_999_999, 'master.m3u8'),
        signed('vod', channel!.id, 'master.m3u8'),
        signed('vod', movie!.id, '..%2f..%2fclips%2f0%2f540p%2f0.m4s'),
        signed('vod', movie!.id, '1080p.m3u8'),
        signed('live', movie!.id, '540p.m3u8'),
        signed('live', channel!.id, '..\\..\\clips/0/540p/0.m4s'),
        // clips of another length or ladder: a version that is not this library's
        signed('vod', movie!.id, `clips/${clipOf(movie!.id, shape)}/v0000000000/540p/0.m4s`),
        '/media/clips/0/540p/0.m4s',
        `/media/t/${DAY_LATER}/${STREAM}/signature/vod/${movie!.id}/master.m3u8`,
        '/media/nothing-here',
      ];
      for (const url of attempts) {
        const response = await rawGet(origin, url);
        expect([url, response.status]).toEqual([url, 404]);
        const envelope = JSON.parse(response.body) as { Success: boolean; ErrorCode: string };
        expect([url, envelope.Success, envelope.ErrorCode]).toEqual([url, false, PlatformErrorCode.NotFound]);
      }
    });

    test('a player back from a network drop asks for its playlist before any heartbeat: its lapsed stream is taken back when a slot is free, refused while three others play', async () => {
      const clock = manualClock();
      // the gate of the product, not the suite's: the stream's lease decides
      const config = loadConfig({ ...env, API_KEY: TEST_API_KEY, LOG_LEVEL: 'silent' });
      const app = await anotherApp({ config, clock, mediaStreams: undefined });
      try {
        const person = newPerson();
        await register(app, person);
        const [away = '', ...others] = await Promise.all(
          ['away', 'tv-1', 'tv-2', 'tv-3'].map((device) => signInDevice(app, person, device)),
        );
        const channel = await channelInPackage(server().storage.db, 'Free');
        const dropped = await ticketOf(app, away, channel);
        const playlist = async () => (await app.inject({ method: 'GET', url: dropped.link })).statusCode;
        expect(await playlist()).toBe(200);
        clock.advance(STREAM_LEASE_SECONDS + 1);
        const playing = [];
        for (const token of others) playing.push(await ticketOf(app, token, channel));
        expect(await playlist()).toBe(403);
        expect((await stopStream(app, others[0] ?? '', playing[0]?.ticket ?? '')).status).toBe(200);
        expect(await playlist()).toBe(200);
        const listed = resultOf(await playbackCall(app, 'GET', '/session/streams', away), streamListSchema);
        expect(listed.Streams.map((stream) => stream.Id)).toContain(streamIdOf(dropped.link));
      } finally {
        await app.close();
      }
    });

    test("an on-demand stream whose player renews its tokens holds its slot only while it beats, its files' tokens lasting MEDIA_TOKEN_SECONDS; a handed-over link's last the title and hold the slot that long", async () => {
      const clock = manualClock();
      const config = loadConfig({ ...env, API_KEY: TEST_API_KEY, LOG_LEVEL: 'silent' });
      const app = await anotherApp({ config, clock, mediaStreams: undefined });
      /** The files of the ticket's first rendition as its player reads them: with `renew=1`, or as handed over. */
      const filesOf = async (link: string, renews: boolean) => {
        const read = async (url: string) => {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(200);
          return [...response.body.matchAll(/^([^#\n][^?\n]*)\?([^\n]+)$/gm)].map(([, file, query]) => ({
            file: file!,
            query: new URLSearchParams(query),
          }));
        };
        const master = await read(renews ? `${link}&${MEDIA_RENEWS_PARAM}=1` : link);
        const variant = master[0]!;
        expect(variant.query.has(MEDIA_RENEWS_PARAM)).toBe(renews);
        return read(`${link.slice(0, link.lastIndexOf('/'))}/${variant.file}?${variant.query.toString()}`);
      };
      const expiries = (files: { query: URLSearchParams }[]) =>
        files.map(({ query }) => readMediaToken(query.get(MEDIA_TOKEN_PARAM))!.expiresAt);
      const fourDevices = async () => {
        const person = newPerson();
        await register(app, person);
        return Promise.all(
          ['player', 'tv-1', 'tv-2', 'tv-3'].map((device) => signInDevice(app, person, device)),
        );
      };
      try {
        const play = await titleInPackage(server().storage.db, ContentTypeId.Play, 'Free');
        const channel = await channelInPackage(server().storage.db, 'Free');
        const now = () => Math.floor(clock.now().getTime() / 1000);

        // the web player's: short tokens, and once its heartbeats stop its slot frees like a live one's
        const [crashed = '', ...others] = await fourDevices();
        const renewing = await ticketOf(app, crashed, play);
        const files = await filesOf(renewing.link, true);
        expect(files.length).toBeGreaterThan(2);
        expect(Math.max(...expiries(files))).toBe(now() + MEDIA_TOKEN_SECONDS);
        clock.advance(STREAM_LEASE_SECONDS + 1);
        for (const token of others) await ticketOf(app, token, channel);

        // another player's: tokens for the whole title, and the slot held as long, heartbeat or not
        const [handing = '', ...rest] = await fourDevices();
        const handed = await ticketOf(app, handing, play);
        const title = await filesOf(handed.link, false);
        expect(Math.min(...expiries(title))).toBeGreaterThan(now() + 30 * 60);
        clock.advance(STREAM_LEASE_SECONDS + 1);
        const [first = '', second = '', third = ''] = rest;
        await ticketOf(app, first, channel);
        await ticketOf(app, second, channel);
        const fourth = await askTicket(app, third, { Id: channel });
        expect(fourth.status).toBe(409);
        const { Result } = fourth.body as { Result: unknown };
        expect(streamListSchema.parse(Result).Streams.map((stream) => stream.Id)).toContain(
          streamIdOf(handed.link),
        );
      } finally {
        await app.close();
      }
    });

    test('before the library is generated, the status says preparing and playlists answer 503 with a retry', async () => {
      const config = loadConfig({ ...env, MEDIA_DIR: emptyMediaDir, LOG_LEVEL: 'silent' });
      const preparing = await anotherApp({ config });
      const [movie] = await ids(ContentTypeId.Movie);
      const [channel] = await ids(ContentTypeId.Channel);
      const status = await preparing.inject({ method: 'GET', url: '/media/status' });
      const vod = await preparing.inject({ method: 'GET', url: signed('vod', movie!.id, 'master.m3u8') });
      const live = await preparing.inject({ method: 'GET', url: signed('live', channel!.id, '540p.m3u8') });
      await preparing.close();
      expect(status.json()).toMatchObject({ Result: { State: 'preparing', ClipsReady: 0 } });
      for (const response of [vod, live]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('10');
        expect(response.json()).toMatchObject({ Success: false, ErrorCode: MediaErrorCode.Preparing });
      }
    });
  },
  { env, mediaStreams: everyStreamPlays },
);
