import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ContentTypeId,
  MediaErrorCode,
  envelopeSchema,
  mediaStatusSchema,
  PlatformErrorCode,
} from '@sahra/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { clipDir } from './library.js';
import { MediaLibrary } from './media-library.js';
import { readPlaylist } from './playlist-reader.js';
import { HLS_ORIGIN_METADATA } from './repository.js';

const ffprobe = (createRequire(import.meta.url)('@ffprobe-installer/ffprobe') as { path: string }).path;
const run = promisify(execFile);

const CLIP_SECONDS = 8;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-media-'));
const emptyMediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-media-empty-'));
const env = { MEDIA_DIR: mediaDir, MEDIA_CLIP_SECONDS: String(CLIP_SECONDS) };

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
  const library = new MediaLibrary({ mediaDir, clipSeconds: CLIP_SECONDS });
  expect(library.status()).toEqual({ State: 'preparing', ClipsReady: 0, ClipsTotal: 8 });
  await library.generate();
  generationSeconds = (performance.now() - started) / 1000;
  expect(library.status().State).toBe('ready');
  expect(fs.readdirSync(clips).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
}, 300_000);

afterAll(() => {
  for (const folder of [mediaDir, emptyMediaDir]) fs.rmSync(folder, { recursive: true, force: true });
});

test('the bundled ffmpeg makes fMP4 HLS clips: an init segment and 4 s media segments per rendition', () => {
  console.info(
    `tiny library (8 clips of ${CLIP_SECONDS} s, 2 renditions) generated in ${generationSeconds.toFixed(1)} s`,
  );
  for (const clip of [0, 5]) {
    for (const rendition of ['360p', '540p']) {
      const folder = path.join(clipDir(mediaDir, clip), rendition);
      expect(topLevelBoxes(path.join(folder, 'init.mp4')).slice(0, 2)).toEqual(['ftyp', 'moov']);
      for (const segment of ['0.m4s', '1.m4s']) {
        expect(topLevelBoxes(path.join(folder, segment))).toEqual(expect.arrayContaining(['moof', 'mdat']));
      }
      expect(fs.existsSync(path.join(folder, '2.m4s'))).toBe(false);
    }
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

describeOnEachDatabase(
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
      const master = await get(`/media/vod/${movie!.id}/master.m3u8`);
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
      expect(master.body.match(/^#EXT-X-STREAM-INF:.*RESOLUTION=(\d+x\d+)/gm)?.length).toBe(2);
      for (const rendition of ['360p', '540p']) {
        const media = await get(`/media/vod/${movie!.id}/${rendition}.m3u8`);
        expect(media.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n');
        expect(media.body.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
        const { segments } = readPlaylist(media.body);
        expect(segments.length).toBe(Math.ceil(movie!.seconds / 4));
        expect(segments.every((segment) => segment.map.endsWith(`/${rendition}/init.mp4`))).toBe(true);
      }
      const probed = await probe(`${origin}/media/vod/${movie!.id}/360p.m3u8`);
      expect(Number(probed.format.duration)).toBe(Math.ceil(movie!.seconds / 4) * 4);
      expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    });

    test('segments are served from the media folder with an immutable cache header', async () => {
      const segment = await get('/media/clips/2/540p/1.m4s');
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(
        segment.rawPayload.equals(fs.readFileSync(path.join(clipDir(mediaDir, 2), '540p', '1.m4s'))),
      ).toBe(true);
      expect((await get('/media/clips/2/540p/init.mp4')).headers['content-type']).toBe('video/mp4');
    });

    test('subtitled titles serve Arabic and English SRT and WebVTT renditions named in the master playlist', async () => {
      const [movie] = (await ids(ContentTypeId.Movie, 4)).filter((entry) => entry.id % 2 === 0);
      const master = (await get(`/media/vod/${movie!.id}/master.m3u8`)).body;
      expect(master).toContain('TYPE=SUBTITLES,GROUP-ID="subs",NAME="العربية",LANGUAGE="ar"');
      expect(master).toContain('SUBTITLES="subs"');
      const english = await get(`/media/vod/${movie!.id}/subtitles/en.srt`);
      expect(english.statusCode).toBe(200);
      expect(english.body).toMatch(/^1\n00:00:00,000 --> 00:00:06,000\n.+\nScene 1\n\n2\n00:00:10,000 --> /);
      expect((await get(`/media/vod/${movie!.id}/subtitles/ar.srt`)).body).toContain('المشهد 1\n');
      const vtt = await get(`/media/vod/${movie!.id}/subtitles/en.vtt`);
      expect(vtt.body).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:06\.000\n/);
      const playlist = readPlaylist((await get(`/media/vod/${movie!.id}/subtitles/ar.m3u8`)).body);
      expect(playlist.segments.map((segment) => segment.uri)).toEqual(['ar.vtt']);
      const [unsubtitled] = (await ids(ContentTypeId.Movie, 4)).filter((entry) => entry.id % 2 === 1);
      expect((await get(`/media/vod/${unsubtitled!.id}/subtitles/en.srt`)).statusCode).toBe(404);
    });

    test('a live channel plays its 8-hour window, read by ffprobe over HTTP as a second HLS client', async () => {
      const [channel] = await ids(ContentTypeId.Channel);
      const master = await get(`/media/live/${channel!.id}/master.m3u8`);
      expect(master.statusCode).toBe(200);
      const media = await get(`/media/live/${channel!.id}/540p.m3u8`);
      const { segments } = readPlaylist(media.body);
      expect(segments).toHaveLength(7200);
      expect(Number(/max-age=(\d+)/.exec(String(media.headers['cache-control']))?.[1])).toBeLessThanOrEqual(
        4,
      );
      const probed = await probe(`${origin}/media/live/${channel!.id}/master.m3u8`, [
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

    test('live playlists leave pre-compressed as asked, delta updates are small, and a second server agrees', async () => {
      const [, channel] = await ids(ContentTypeId.Channel);
      const url = `/media/live/${channel!.id}/360p.m3u8`;
      // two instances (each its own memo) on one database, at one instant, so no segment tick falls between requests
      const { config, storage } = server();
      const clock = { now: () => new Date(Date.UTC(2026, 10, 23, 21, 0, 1)) };
      const [first, second] = await Promise.all(
        [1, 2].map(() => buildApp({ config, storage, clock, logger: false })),
      );
      const ask = (headers: Record<string, string> = {}, query = '') =>
        first!.inject({ method: 'GET', url: url + query, headers });
      const plain = await ask();
      const brotli = await ask({ 'accept-encoding': 'gzip, br' });
      const gzip = await ask({ 'accept-encoding': 'gzip' });
      const delta = await ask({}, '?_HLS_skip=YES');
      const again = await second!.inject({ method: 'GET', url });
      await Promise.all([first!.close(), second!.close()]);
      expect([brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.headers['cache-control']).toBe('public, max-age=3');
      expect(readPlaylist(delta.body).skipped).toBe(7200 - 9);
      expect(delta.body.length).toBeLessThan(plain.body.length / 100);
      expect(again.body).toBe(plain.body);
    });

    test('a channel naming an external HLS origin sends players there', async () => {
      const [, , channel] = await ids(ContentTypeId.Channel, 3);
      const url = 'https://origin.example/live/channel/master.m3u8';
      await server()
        .storage.db.insertInto('content_metadata')
        .values({
          item_id: channel!.id,
          namespace: HLS_ORIGIN_METADATA,
          field: HLS_ORIGIN_METADATA,
          value: url,
          long_value: null,
          short_value: null,
          url_encoded_value: 'origin',
          position: 99,
        })
        .execute();
      const master = await get(`/media/live/${channel!.id}/master.m3u8`);
      expect([master.statusCode, master.headers.location]).toEqual([302, url]);
      expect((await get(`/media/live/${channel!.id}/540p.m3u8`)).statusCode).toBe(404);
    });

    test('paths stepping outside the media folder, however encoded, and unknown content get 404', async () => {
      const [movie] = await ids(ContentTypeId.Movie);
      const [channel] = await ids(ContentTypeId.Channel);
      const attempts = [
        '/media/clips/0/540p/../../../../etc/passwd',
        '/media/clips/0/540p/%2e%2e%2f%2e%2e%2fclip.json',
        '/media/clips/0/540p/..%2f..%2fclip.json',
        '/media/clips/0/540p/%2E%2E',
        '/media/clips/0/540p/..%5c..%5cclip.json',
        '/media/clips/0/540p/0.m4s%00.json',
        '/media/clips/0/..%2f540p/0.m4s',
        '/media/clips/0/540p/index.m3u8',
        '/media/clips/0/540p/99.m4s',
        '/media/clips/8/540p/0.m4s',
        '/media/clips/0/720p/0.m4s',
        '/media/clips/0/title.txt',
        '/media/vod/999999999/master.m3u8',
        `/media/vod/${channel!.id}/master.m3u8`,
        `/media/vod/${movie!.id}/..%2f..%2fclips%2f0%2f540p%2f0.m4s`,
        `/media/vod/${movie!.id}/1080p.m3u8`,
        `/media/live/${movie!.id}/540p.m3u8`,
        '/media/live/10000/..\\..\\clips/0/540p/0.m4s',
        '/media/nothing-here',
      ];
      for (const url of attempts) {
        const response = await rawGet(origin, url);
        expect([url, response.status]).toEqual([url, 404]);
        const envelope = JSON.parse(response.body) as { Success: boolean; ErrorCode: string };
        expect([url, envelope.Success, envelope.ErrorCode]).toEqual([url, false, PlatformErrorCode.NotFound]);
      }
    });

    test('before the library is generated, the status says preparing and playlists answer 503 with a retry', async () => {
      const { storage } = server();
      const config = loadConfig({ ...env, MEDIA_DIR: emptyMediaDir, LOG_LEVEL: 'silent' });
      const preparing = await buildApp({ config, storage, logger: false });
      const [movie] = await ids(ContentTypeId.Movie);
      const [channel] = await ids(ContentTypeId.Channel);
      const status = await preparing.inject({ method: 'GET', url: '/media/status' });
      const vod = await preparing.inject({ method: 'GET', url: `/media/vod/${movie!.id}/master.m3u8` });
      const live = await preparing.inject({ method: 'GET', url: `/media/live/${channel!.id}/540p.m3u8` });
      await preparing.close();
      expect(status.json()).toMatchObject({ Result: { State: 'preparing', ClipsReady: 0 } });
      for (const response of [vod, live]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('10');
        expect(response.json()).toMatchObject({ Success: false, ErrorCode: MediaErrorCode.Preparing });
      }
    });
  },
  { env },
);
