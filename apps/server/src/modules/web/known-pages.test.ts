import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { inject } from '../../testing/content-client.js';
import { matchesRoute } from './known-pages.js';

describe('matching a path to a route pattern', () => {
  test('a parameter takes one segment, an optional last one may be missing, letters match in any case', () => {
    expect(matchesRoute('/details/:contentID/:slug?', '/details/12/the-show')).toBe(true);
    expect(matchesRoute('/details/:contentID/:slug?', '/Details/12/')).toBe(true);
    expect(matchesRoute('/details/:contentID/:slug?', '/details')).toBe(false);
    expect(matchesRoute('/details/:contentID/:slug?', '/details/12/the-show/more')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/plans', '/plans/x')).toBe(false);
  });
});

function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-known-pages-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Sahra</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

describeWithServer(
  'paths that are no page',
  (server) => {
    const status = async (url: string) =>
      (await inject(server().app, { url, headers: { accept: 'text/html' } })).statusCode;

    test('answer HTTP 404 with the app, which shows its not-found screen', async () => {
      for (const url of [
        '/no/such/page',
        '/plans/extra',
        '/no-such-group',
        '/error/not-found',
        '/info/nothing',
      ]) {
        const response = await inject(server().app, { url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('<div id="root">');
      }
    });

    test('every page of the app, and the pages of the home groups, answer 200', async () => {
      for (const url of [
        '/',
        '/plans',
        '/login',
        '/account',
        '/mylists/2',
        '/catchup',
        '/Catchup/',
        '/search?q=x',
      ]) {
        expect(await status(url), url).toBe(200);
      }
    });
  },
  { env: { WEB_DIST_DIR: fakeDist() } },
);
