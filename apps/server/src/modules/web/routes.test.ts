import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from './html-headers.js';
import { webAppServer } from '../../testing/web-app.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
/** index.html as an English browser gets it: its language and direction written by the server. */
const ENGLISH_INDEX =
  /^<!doctype html><html lang="en" dir="ltr"><head><script type="module" src="\/assets\/index-abc123.js"><\/script>/;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A server with one service route and the web app served from a built-looking folder (or none). */
const webApp = (distDir: string) => webAppServer({ distDir });

describe('with a built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await webApp(dist);
  });
  afterAll(() => app.close());

  test('the home page is index.html, revalidated on every visit and locked down by a CSP', async () => {
    const response = await app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(ENGLISH_INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('a page path of the app answers index.html so the browser router can show it', async () => {
    for (const url of ['/ondemand/movies', '/catchup/videos?pageNo=2', '/some/unknown/page', '/index.html']) {
      const response = await app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(ENGLISH_INDEX);
      expect(response.headers['content-security-policy'], url).toBeDefined();
    }
  });

  test('hashed assets are cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  test('other static files are revalidated', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('service routes still answer themselves', async () => {
    const response = await app.inject({ url: '/api/ping', headers: HTML });
    expect(response.json()).toMatchObject({ Success: true, Result: 'pong' });
  });

  test('an unknown service path answers the JSON 404 envelope, even to a browser', async () => {
    const urls = [
      '/api/NoSuchCall',
      '/appconfig/nothing',
      '/membership/x',
      '/assets/gone-123.js',
      '/sales/nothing',
      '/subscription/manage/nothing',
      '/epg/nothing',
    ];
    for (const url of urls) {
      const response = await app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ Success: false, Result: null, ErrorCode: 'NotFound' });
    }
  });

  test('the cancel-subscription page is a page of the app, though subscription calls share its first segment', async () => {
    const response = await app.inject({ url: '/subscription/cancel', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  test('a page path asked for without text/html, or with another method, gets the JSON 404 envelope', async () => {
    const json = await app.inject({ url: '/ondemand/movies', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ ErrorCode: 'NotFound' });
    const post = await app.inject({ method: 'POST', url: '/ondemand/movies', headers: HTML });
    expect(post.statusCode).toBe(404);
  });
});

describe('without a built web app', () => {
  test('page paths answer a plain page telling how to build it, and services keep working', async () => {
    const app = await webApp(path.join(os.tmpdir(), `sahra-web-missing-${process.pid}`));
    const page = await app.inject({ url: '/plans', headers: HTML });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build -w @sahra/web');
    const api = await app.inject({ url: '/api/ping' });
    expect(api.statusCode).toBe(200);
    await app.close();
  });
});
