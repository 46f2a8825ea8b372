import fs from 'node:fs';
import path from 'node:path';
import { ARTWORK_REVISION } from '@sahra/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Bab Al Hara, the first series of the demo catalog, and its first channel
const SERIES_ID = 100_000;
const CHANNEL_ID = 10_000;

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp('pglite');
}, 120_000);

afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

test('a poster is a 2:3 JPEG that may be cached for a year', async () => {
  const response = await get(`/images/poster/${SERIES_ID}.jpg`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.etag).toMatch(/^".+"$/);
  const image = await sharp(response.rawPayload).metadata();
  expect([image.format, image.width, image.height]).toEqual(['jpeg', 600, 900]);
});

test('a width-resized variant has the width asked for, in the format asked for', async () => {
  const thumbnail = await get(`/images/w320/thumbnail/${SERIES_ID}.webp`);
  expect(thumbnail.statusCode).toBe(200);
  expect(thumbnail.headers['content-type']).toBe('image/webp');
  const image = await sharp(thumbnail.rawPayload).metadata();
  expect([image.format, image.width, image.height]).toEqual(['webp', 320, 180]);
  const logo = await sharp((await get(`/images/w160/logo/${CHANNEL_ID}.jpg`)).rawPayload).metadata();
  expect([logo.width, logo.height]).toEqual([160, 133]);
});

test('the art a page asks for at the drawing’s revision is the same art, under an address of its own', async () => {
  const plain = await get(`/images/w320/thumbnail/${SERIES_ID}.webp`);
  const revised = await get(`/images/w320/thumbnail/${SERIES_ID}.webp?v=${ARTWORK_REVISION}`);
  expect(revised.statusCode).toBe(200);
  expect(revised.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(revised.rawPayload.equals(plain.rawPayload)).toBe(true);
});

test('art is never enlarged beyond its natural size', async () => {
  const response = await get(`/images/w1920/poster/${SERIES_ID}.jpg`);
  expect((await sharp(response.rawPayload).metadata()).width).toBe(600);
});

test('each variant is rendered once and then served from the data folder', async () => {
  const first = await get(`/images/w480/background/${SERIES_ID}.jpg`);
  const file = path.join(
    server.config.dataDir,
    'images',
    `r${ARTWORK_REVISION}`,
    'background',
    'w480',
    `${SERIES_ID}.jpg`,
  );
  expect(fs.readFileSync(file).equals(first.rawPayload)).toBe(true);
  const again = await get(`/images/w480/background/${SERIES_ID}.jpg`);
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
});

test('a client holding the current version gets 304 without the bytes', async () => {
  const first = await get(`/images/poster/${SERIES_ID}.jpg`);
  const again = await get(`/images/poster/${SERIES_ID}.jpg`, { 'if-none-match': String(first.headers.etag) });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
});

test('an unknown item or image type is not found', async () => {
  for (const url of [
    '/images/poster/999999999.jpg',
    `/images/banner/${SERIES_ID}.jpg`,
    `/images/constructor/${SERIES_ID}.jpg`,
  ]) {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Success: false, Result: null, ErrorCode: 'NotFound' });
  }
});

test('a width outside the fixed list is refused', async () => {
  const response = await get(`/images/w333/poster/${SERIES_ID}.jpg`);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'BadRequest' });
});

test('paths that try to leave the image folder are refused without reading a file', async () => {
  for (const url of [
    '/images/poster/..%2F..%2Fpackage.json',
    '/images/..%2F..%2Fdb/1.jpg',
    '/images/poster/%2e%2e%2f1.jpg',
    '/images/w320/..%2Fposter/1.jpg',
    '/images/poster/1.jpg%00.png',
  ]) {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ Success: false });
  }
});
