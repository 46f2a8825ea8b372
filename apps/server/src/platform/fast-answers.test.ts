import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { CatalogCache } from './catalog-cache.js';

const CATCHUP_PAGE = JSON.stringify({
  Categories: [10002],
  ContentTypes: [2, 4, 6, 8],
  PageSize: 20,
  PageIndex: 0,
  SortType: 'Custom',
  CustomSortField: 'broadcastdate',
  SortDirection: 'DESC',
});

/**
 * The catalog cache checks the catalog version once a second of its clock: this one moves only when a test
 * moves it, so a repeat is answered early however slowly a loaded machine runs the requests.
 */
let clockMs = Date.now();
const clock = { now: () => new Date(clockMs) };
const VERSION_CHECK_DUE_MS = 1100;

let server: TestApp;
let origin: string;
/** Requests that reached Fastify's hooks, by path. */
const reachedFastify: string[] = [];

beforeAll(async () => {
  server = await createTestApp('pglite', {
    clock,
    beforeReady: (app) => app.addHook('onRequest', async (request) => void reachedFastify.push(request.url)),
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

test('a repeated catalog request is answered with the same bytes without going through Fastify again', async () => {
  reachedFastify.length = 0;
  const first = await post('/api/GetFilteredVideos', CATCHUP_PAGE, { 'accept-encoding': 'identity' });
  const second = await post('/api/GetFilteredVideos', CATCHUP_PAGE, { 'accept-encoding': 'identity' });
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(await second.text()).toBe(await first.text());
  expect(second.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reachedFastify).toEqual(['/api/GetFilteredVideos']);
});

test('a repeated GET is answered early too, and a different query string is not', async () => {
  reachedFastify.length = 0;
  const url = `${origin}/api/GetListAndItemsByListId?listId=1035`;
  const first = await (await fetch(url)).json();
  const second = await (await fetch(url)).json();
  await fetch(`${origin}/api/GetListAndItemsByListId?listId=1036`);
  expect(second).toEqual(first);
  expect(reachedFastify).toEqual([
    '/api/GetListAndItemsByListId?listId=1035',
    '/api/GetListAndItemsByListId?listId=1036',
  ]);
});

test('an early answer is compressed as the client accepts, and decompresses to the same JSON', async () => {
  const body = JSON.stringify({ ...JSON.parse(CATCHUP_PAGE), PageSize: 30 });
  const plain = await (await post('/api/GetFilteredVideos', body, { 'accept-encoding': 'identity' })).text();
  for (const encoding of ['br', 'gzip'] as const) {
    // node's fetch would decompress, so the bytes are read through node:http's raw response instead
    const response = await rawPost('/api/GetFilteredVideos', body, encoding);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding');
    const decoded =
      encoding === 'br' ? zlib.brotliDecompressSync(response.body) : zlib.gunzipSync(response.body);
    expect(decoded.toString()).toBe(plain);
  }
});

test('bad requests still get their error from Fastify, however often they are sent', async () => {
  for (let attempt = 0; attempt < 2; attempt++) {
    const malformed = await post('/api/GetFilteredVideos', '{"PageSize":');
    expect(malformed.status).toBe(400);
    const invalid = await post('/api/GetFilteredVideos', JSON.stringify({ PageSize: 'many' }));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { Success: boolean }).Success).toBe(false);
  }
  const oversized = await post('/api/GetFilteredVideos', JSON.stringify({ Text: 'x'.repeat(70_000) }));
  expect(oversized.status).toBe(413);
});

test('after a catalog change the next repeat is computed again', async () => {
  const body = JSON.stringify({ ...JSON.parse(CATCHUP_PAGE), PageSize: 7 });
  await post('/api/GetFilteredVideos', body);
  await CatalogCache.bumpVersion(server.storage.db);
  clockMs += VERSION_CHECK_DUE_MS;
  reachedFastify.length = 0;
  expect((await post('/api/GetFilteredVideos', body)).status).toBe(200);
  expect(reachedFastify).toEqual(['/api/GetFilteredVideos']);
});

test('with a country gate, a repeat from a blocked country is still refused', async () => {
  const gated = await createTestApp('pglite', {
    env: { ALLOWED_COUNTRIES: 'NL', COUNTRY_HEADER: 'x-country', DEFAULT_COUNTRY: 'NL' },
  });
  try {
    const gatedOrigin = await gated.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (country: string) =>
      fetch(`${gatedOrigin}/api/GetFilteredVideos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-country': country },
        body: CATCHUP_PAGE,
      });
    expect((await send('NL')).status).toBe(200);
    expect((await send('NL')).status).toBe(200);
    expect((await send('US')).status).toBe(451);
  } finally {
    await gated.close();
  }
});

async function rawPost(path: string, body: string, encoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const outgoing = request(origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      });
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    },
  );
}
