import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { mediaToken, verifyMediaToken, type MediaScope } from '../modules/media/signed-link.js';
import { startNginxEdge, type NginxEdge } from './nginx-edge.js';

// The CDN edge of deploy/edge/ (Debian's nginx with njs) in front of a fake origin of two instances.
// nginx must be installed: without it these tests fail, saying to run scripts/install-nginx.sh.

const SECRET = randomBytes(32).toString('base64url');
const FILE_SIZE = 100_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface OriginRequest {
  instance: number;
  /** The request target as the origin received it, query included. */
  url: string;
  range: string | undefined;
}

interface OriginAnswer {
  status: number;
  cacheControl: string;
}

/** The same bytes for a path on every instance, different from any other path's. */
function fileBytes(pathname: string): Buffer {
  return createHash('shake256', { outputLength: FILE_SIZE }).update(pathname).digest();
}

const received: OriginRequest[] = [];
/** Answers other than a file's 200, by path. */
const answers = new Map<string, OriginAnswer>();
/** How long a file's answer takes, so that concurrent requests overlap at the edge. */
let fileDelayMs = 0;

function originHandler(instance: number) {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = request.url ?? '';
    const pathname = url.split('?')[0] ?? '';
    received.push({ instance, url, range: request.headers.range });
    const answer = answers.get(pathname);
    if (answer) {
      response.writeHead(answer.status, {
        'cache-control': answer.cacheControl,
        'content-type': 'text/plain',
      });
      return void response.end(`origin says ${answer.status}\n`);
    }
    if (pathname === '/media/status') {
      // cacheable by its headers, yet the edge must pass it on every time
      response.writeHead(200, { 'cache-control': 'public, max-age=60', 'content-type': 'application/json' });
      return void response.end('{"ready":true}');
    }
    if (pathname.endsWith('.m3u8')) {
      response.writeHead(200, {
        'cache-control': 'private, no-store',
        'content-type': 'application/vnd.apple.mpegurl',
      });
      return void response.end(`#EXTM3U\n# written for ${url}\n`);
    }
    const bytes = fileBytes(pathname);
    setTimeout(() => {
      response.writeHead(200, {
        'cache-control': IMMUTABLE,
        'content-type': pathname.endsWith('.vtt') ? 'text/vtt' : 'video/iso.segment',
        'content-length': String(bytes.length),
        etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"`,
      });
      response.end(bytes);
    }, fileDelayMs);
  };
}

interface EdgeAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET sent as written (fetch would normalize the path), on a connection of its own. */
function get(target: string, headers: Record<string, string> = {}): Promise<EdgeAnswer> {
  return new Promise((resolve, reject) => {
    // path as an option: given a URL, http.get would resolve a dot segment before nginx sees it
    const options = { host: '127.0.0.1', port: edge.port, path: target, headers, agent: false };
    const request = http.get(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function token(scope: MediaScope, stream: string, expiresAt = nowSeconds() + 600, secret = SECRET): string {
  return mediaToken(secret, { scope, expiresAt, stream });
}

const live5: MediaScope = { kind: 'live', id: 5 };
let testNumber = 0;
/** A segment path no earlier test asked for, so every test starts with nothing cached. */
function freshSegment(scope: MediaScope = live5, extension = 'm4s'): string {
  testNumber += 1;
  return `/media/${scope.kind}/${scope.id}/clips/${testNumber}/720p/segment-00001.${extension}`;
}

const originRequestsFor = (pathname: string) => received.filter((r) => r.url.split('?')[0] === pathname);

let edge: NginxEdge;
const origins: http.Server[] = [];

beforeAll(async () => {
  for (const instance of [1, 2]) {
    const server = http.createServer(originHandler(instance));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origins.push(server);
  }
  edge = await startNginxEdge({
    origins: origins.map((server) => `127.0.0.1:${(server.address() as AddressInfo).port}`),
    secret: SECRET,
  });
});

afterAll(async () => {
  await edge?.stop();
  for (const server of origins) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

beforeEach(() => {
  fileDelayMs = 0;
});

describe('files under a scope: checked at the edge, then served from its cache', () => {
  test('two viewers with different valid tokens get the same bytes from one origin request: the token is not part of the cache key', async () => {
    const segment = freshSegment();
    const [tokenA, tokenB] = [token(live5, 'viewer-a'), token(live5, 'viewer-b')];
    const first = await get(`${segment}?t=${tokenA}`);
    const second = await get(`${segment}?t=${tokenB}`);

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.equals(fileBytes(segment))).toBe(true);
    expect(second.body.equals(first.body)).toBe(true);
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    expect(second.headers['cache-control']).toBe(IMMUTABLE);
    expect(second.headers.etag).toBe(first.headers.etag);
    // the miss went on with the first viewer's token, so the origin could check it too
    const seen = originRequestsFor(segment);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(`${segment}?t=${tokenA}`);
    // two workers may write their lines in either order
    await expect
      .poll(async () => (await edge.accessLog()).filter((entry) => entry.uri === segment))
      .toEqual(
        expect.arrayContaining([
          { uri: segment, status: 200, cache: 'MISS' },
          { uri: segment, status: 200, cache: 'HIT' },
        ]),
      );
    expect((await edge.accessLog()).filter((entry) => entry.uri === segment)).toHaveLength(2);
  });

  test('twenty viewers asking at once for a file not yet cached make one origin request (proxy_cache_lock)', async () => {
    fileDelayMs = 300;
    const segment = freshSegment();
    const viewers = Array.from({ length: 20 }, (_, i) => get(`${segment}?t=${token(live5, `viewer-${i}`)}`));
    const answered = await Promise.all(viewers);

    expect(answered.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const answer of answered) expect(answer.body.equals(fileBytes(segment))).toBe(true);
    expect(originRequestsFor(segment)).toHaveLength(1);
    const caches = answered.map((answer) => answer.headers['x-cache-status']);
    expect(caches.filter((cache) => cache === 'MISS')).toHaveLength(1);
  });

  test('init.mp4 and subtitles are cached like segments', async () => {
    for (const file of [freshSegment(live5, 'mp4'), freshSegment({ kind: 'vod', id: 3 }, 'vtt')]) {
      const scope: MediaScope = file.startsWith('/media/vod/') ? { kind: 'vod', id: 3 } : live5;
      const first = await get(`${file}?t=${token(scope, 'viewer-a')}`);
      const second = await get(`${file}?t=${token(scope, 'viewer-b')}`);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.headers['x-cache-status']).toBe('HIT');
      expect(originRequestsFor(file)).toHaveLength(1);
    }
  });

  test('a Range request is answered 206 with the right bytes and Content-Range, the origin sending the whole file once', async () => {
    const segment = freshSegment();
    const bytes = fileBytes(segment);

    const first = await get(`${segment}?t=${token(live5, 'viewer-a')}`, { range: 'bytes=100-199' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 100-199/${FILE_SIZE}`);
    expect(first.body.equals(bytes.subarray(100, 200))).toBe(true);

    const second = await get(`${segment}?t=${token(live5, 'viewer-b')}`, { range: 'bytes=-16' });
    expect(second.status).toBe(206);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['content-range']).toBe(`bytes ${FILE_SIZE - 16}-${FILE_SIZE - 1}/${FILE_SIZE}`);
    expect(second.body.equals(bytes.subarray(FILE_SIZE - 16))).toBe(true);

    const seen = originRequestsFor(segment);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.range).toBeUndefined();
  });
});

describe('tokens the edge refuses: 403, not stored, and the origin never asked', () => {
  // what the viewer sends for a file, and which check of media-token.js refuses it
  const refusals: Array<[string, string, (segment: string) => string]> = [
    [
      'a token for another channel (live/6 on live/5)',
      'signature',
      (s) => `${s}?t=${token({ kind: 'live', id: 6 }, 'v')}`,
    ],
    [
      'a token for another kind (vod/5 on live/5)',
      'signature',
      (s) => `${s}?t=${token({ kind: 'vod', id: 5 }, 'v')}`,
    ],
    ['an expired token', 'expired', (s) => `${s}?t=${token(live5, 'v', nowSeconds() - 60)}`],
    [
      'a token signed with another secret',
      'signature',
      (s) => `${s}?t=${token(live5, 'v', undefined, 'another-secret')}`,
    ],
    [
      'a token whose stream was changed',
      'signature',
      (s) => `${s}?t=${token(live5, 'v').replace('.v.', '.w.')}`,
    ],
    ['no token', 'missing', (s) => s],
    ['an empty token', 'missing', (s) => `${s}?t=`],
    ['a malformed token', 'malformed', (s) => `${s}?t=not-a-token`],
    ['a token with base64 padding', 'malformed', (s) => `${s}?t=${token(live5, 'v')}%3D`],
    ['two tokens', 'malformed', (s) => `${s}?t=${token(live5, 'v')}&t=${token(live5, 'w')}`],
    [
      'an id with a leading zero',
      'path',
      (s) => `${s.replace('/live/5/', '/live/05/')}?t=${token(live5, 'v')}`,
    ],
    ['a doubled slash', 'path', (s) => `${s.replace('/clips/', '/clips//')}?t=${token(live5, 'v')}`],
    ['a dot segment', 'path', (s) => `${s.replace('/clips/', '/clips/x/../')}?t=${token(live5, 'v')}`],
    ['an encoded slash', 'path', (s) => `${s.replace('/720p/', '%2F720p/')}?t=${token(live5, 'v')}`],
  ];

  test.each(refusals)('%s (%s)', async (_, reason, target) => {
    const segment = freshSegment();
    const refused = await get(target(segment));

    expect(refused.status).toBe(403);
    expect(refused.body.toString()).toBe(`Media token refused: ${reason}\n`);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(received.filter((r) => r.url.includes(`/clips/${testNumber}/`))).toEqual([]);
  });

  test('a file already cached is still refused without a valid token, and the refusal is not stored', async () => {
    const segment = freshSegment();
    expect((await get(`${segment}?t=${token(live5, 'v', nowSeconds() - 1)}`)).status).toBe(403);
    expect((await get(`${segment}?t=${token(live5, 'viewer-a')}`)).status).toBe(200);
    const expired = await get(`${segment}?t=${token(live5, 'viewer-a', nowSeconds() - 1)}`);
    expect(expired.status).toBe(403);
    expect(expired.body.toString()).toBe('Media token refused: expired\n');
    const valid = await get(`${segment}?t=${token(live5, 'viewer-b')}`);
    expect([valid.status, valid.headers['x-cache-status']]).toEqual([200, 'HIT']);
    expect(originRequestsFor(segment)).toHaveLength(1);
  });
});

describe('what the origin refuses is passed on and never cached', () => {
  const answersOfOrigin: OriginAnswer[] = [
    { status: 403, cacheControl: 'no-store' },
    { status: 404, cacheControl: 'no-store' },
    { status: 503, cacheControl: 'no-store' },
    // an origin marking its errors cacheable by mistake: only 200 and 206 are ever stored
    { status: 404, cacheControl: 'public, max-age=60' },
    { status: 503, cacheControl: IMMUTABLE },
  ];

  test.each(answersOfOrigin)(
    '$status with Cache-Control: $cacheControl, asked twice, reaches the origin twice',
    async (answer) => {
      const segment = freshSegment();
      answers.set(segment, answer);
      const first = await get(`${segment}?t=${token(live5, 'viewer-a')}`);
      const second = await get(`${segment}?t=${token(live5, 'viewer-b')}`);

      expect([first.status, second.status]).toEqual([answer.status, answer.status]);
      expect(second.headers['x-cache-status']).not.toBe('HIT');
      expect(originRequestsFor(segment)).toHaveLength(2);
    },
  );
});

describe('playlists and everything else: passed on, never cached', () => {
  test('a playlist reaches the origin every time with its whole query (t and _HLS_skip) as the viewer sent it', async () => {
    const playlist = `/media/live/5/clips/${++testNumber}/720p.m3u8`;
    const target = `${playlist}?t=${token(live5, 'viewer-a')}&_HLS_skip=YES`;
    const first = await get(target);
    const second = await get(target);
    // the edge does not judge a playlist's token: the origin checks the stream's lease
    const withoutToken = await get(`${playlist}?_HLS_msn=12&_HLS_part=3`);

    for (const answer of [first, second, withoutToken]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-cache-status']).toBeUndefined();
    }
    expect(originRequestsFor(playlist).map((r) => r.url)).toEqual([
      target,
      target,
      `${playlist}?_HLS_msn=12&_HLS_part=3`,
    ]);
  });

  test('/media/status passes through uncached, taking turns between the origin instances', async () => {
    const before = received.length;
    for (let i = 0; i < 4; i++) {
      const answer = await get('/media/status');
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache-status']).toBeUndefined();
    }
    const seen = received.slice(before);
    expect(seen.map((r) => r.url)).toEqual(Array(4).fill('/media/status'));
    expect(new Set(seen.map((r) => r.instance))).toEqual(new Set([1, 2]));
  });
});

/** A small seeded generator, so that a failing case can be run again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("the edge's njs check and the server's verifyMediaToken agree on random tokens", async () => {
  const seed = Date.now() % 1_000_000;
  const random = seeded(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const verdicts = { accepted: 0, refused: 0 };

  for (let i = 0; i < 40; i++) {
    const pathScope: MediaScope = {
      kind: random() < 0.5 ? 'live' : 'vod',
      id: [0, 1, 7, 42, 999_999_999][pick(5)]!,
    };
    const stream = Array.from({ length: 1 + pick(64) }, () => alphabet[pick(alphabet.length)]).join('');
    // never within 5 s of now, where the edge and this process could read different seconds
    const expiresAt = nowSeconds() + (random() < 0.8 ? 10 + pick(3600) : -10 - pick(3600));
    let signedScope = pathScope;
    let secret = SECRET;
    const tamper = pick(4);
    if (tamper === 1) signedScope = { ...pathScope, id: pathScope.id + 1 };
    if (tamper === 2) secret = `${SECRET}x`;
    let signed = mediaToken(secret, { scope: signedScope, expiresAt, stream });
    if (tamper === 3) signed = `${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`;

    const expected = verifyMediaToken(SECRET, pathScope, signed, nowSeconds()) !== undefined;
    const file = `/media/${pathScope.kind}/${pathScope.id}/agree/${seed}-${i}/init.mp4`;
    const answer = await get(`${file}?t=${signed}`);
    expect(answer.status, `seed ${seed}, case ${i}: ${file}?t=${signed}`).toBe(expected ? 200 : 403);
    verdicts[expected ? 'accepted' : 'refused'] += 1;
  }
  expect(verdicts.accepted).toBeGreaterThan(0);
  expect(verdicts.refused).toBeGreaterThan(0);
});
