import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuthCookie, ContentTypeId, FIRST_SCREEN_STATE_ELEMENT_ID } from '@sahra/contracts';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, describeWithServer, type TestApp } from '../../testing/test-app.js';
import { inject } from '../../testing/content-client.js';
import { RENDERS_AT_ONCE, RENDERS_WAITING } from './first-screen-renderer.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Default title</title>
    <meta name="description" content="Default description" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def456.js">
    <link rel="modulepreload" crossorigin href="/assets/client-789abc.js">
  </head>
  <body>
    <div id="root">
      <!--first-screen-->
      <div class="boot-shell">Sahra</div>
      <!--/first-screen-->
    </div>
  </body>
</html>`;

/**
 * A stand-in for the web app's built server entry (apps/web/src/entry-server.tsx): it asks the server
 * for the home groups through the transport it is given, as the real app does, and says how many
 * times it rendered. `?fail` makes it throw, `?slow` makes it take longer than the server waits and
 * `?gated=name` notes that it started and waits until the test opens the gate (RenderGate).
 */
const SERVER_ENTRY = `
let transport;
let renders = 0;
export function configureServerRendering(next) { transport = next; }
export function platformOf(userAgent) { return /Mobile/.test(userAgent) ? 'mobile' : 'web'; }
export async function renderPage({ url, visitor }) {
  const { searchParams, pathname } = new URL(url);
  if (searchParams.has('fail')) throw new Error('the page broke');
  if (searchParams.has('slow')) await new Promise((resolve) => setTimeout(resolve, 2500));
  if (searchParams.has('gated')) {
    globalThis.renderGate.started.add(searchParams.get('gated'));
    await globalThis.renderGate.opened;
  }
  const answer = await transport('/appconfig/home-groups', { headers: { accept: 'application/json' } });
  const groups = (await answer.json()).Result.length;
  renders += 1;
  return {
    html: '<title>Rendered title</title><meta name="description" content="Rendered description"/>' +
      '<main data-path="' + pathname + '" data-visitor="' + visitor + '">groups: ' + groups + ', render ' + renders + '</main>',
    state: { language: 'en', visitor, queries: { note: '</script><script>alert(1)</script>' } },
  };
}
`;

/** What the stand-in's gated renders wait on, shared through globalThis (the entry runs in this process). */
interface RenderGate {
  started: Set<string>;
  opened: Promise<void>;
}

function fakeDist(withServerEntry: boolean): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-first-screen-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/boot.ts': { file: 'assets/boot-b00t.js', isEntry: true } }),
  );
  if (withServerEntry) {
    fs.mkdirSync(path.join(dist, 'ssr'));
    fs.writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), SERVER_ENTRY);
  }
  return dist;
}

async function page(
  server: TestApp,
  url: string,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64)',
  cookie?: string,
) {
  const response = await inject(server.app, {
    url,
    headers: { accept: 'text/html', 'user-agent': userAgent, ...(cookie && { cookie }) },
  });
  const body = response.body;
  const state = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(body)?.[1];
  return {
    status: response.statusCode,
    body,
    main: /<div id="root">(<main[^>]*>[^<]*<\/main>)<\/div>/.exec(body)?.[1],
    state,
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
  };
}

async function firstMovieId(server: TestApp): Promise<number> {
  const row = await server.storage.db
    .selectFrom('content_item')
    .select('id')
    .where('content_type_id', '=', ContentTypeId.Movie)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describeWithServer(
  'first screens rendered on the server',
  (server) => {
    test('a browsing page carries its first screen in #root, in place of the boot shell', async () => {
      const answer = await page(server(), '/');
      expect(answer.status).toBe(200);
      expect(answer.main).toMatch(
        /^<main data-path="\/" data-visitor="true">groups: \d+, render \d+<\/main>$/,
      );
      expect(answer.body).not.toContain('boot-shell');
    });

    test("a list's see-all page and a list group come rendered too", async () => {
      for (const url of [
        '/home/list-details/1107',
        '/home/list-details/drama-series',
        '/en/listgroup/plays',
      ]) {
        const answer = await page(server(), url);
        expect(answer.status, url).toBe(200);
        expect(answer.main, url).toContain(`data-path="${url}"`);
      }
    });

    test("the app's calls while rendering reach the service routes in-process", async () => {
      const groups = await inject(server().app, { url: '/appconfig/home-groups' });
      const count = (groups.json() as { Result: unknown[] }).Result.length;
      expect(count).toBeGreaterThan(0);
      expect((await page(server(), '/ondemand/movies')).main).toContain(`groups: ${count},`);
    });

    test('the state beside it is JSON in a data block that no text can close', async () => {
      const { state, body } = await page(server(), '/catchup/videos');
      expect(state).toBeDefined();
      expect(body).not.toContain('<script>alert(1)');
      expect(JSON.parse(state ?? '')).toMatchObject({
        language: 'en',
        queries: { note: '</script><script>alert(1)</script>' },
      });
    });

    test("the visitor's country comes with the state, as the configuration's cc header would", async () => {
      const { state } = await page(server(), '/');
      expect(JSON.parse(state ?? '')).toMatchObject({ countryCode: 'NL' });
    });

    test("the page's title and description from the app replace the defaults in the head", async () => {
      const { body, title } = await page(server(), '/catchup/videos');
      expect(title).toBe('Rendered title');
      expect(body).toContain('<meta name="description" content="Rendered description"/>');
      expect(body.indexOf('Rendered title')).toBeLessThan(body.indexOf('</head>'));
      expect(body.match(/<title>/g)).toHaveLength(1);
    });

    test('a shareable page keeps the head the server wrote for it, and gets its first screen', async () => {
      const id = await firstMovieId(server());
      const answer = await page(server(), `/details/${id}/any-slug`);
      expect(answer.status).toBe(200);
      expect(answer.main).toContain(`data-path="/details/${id}/any-slug"`);
      expect(answer.title).not.toBe('Rendered title');
      expect(answer.body).toContain(`<link rel="canonical" href="http://localhost:80/details/${id}/`);
    });

    test('a page is rendered once and then served as kept, per platform', async () => {
      const first = await page(server(), '/ondemand/series');
      const again = await page(server(), '/ondemand/series');
      expect(again.main).toBe(first.main);
      const onPhone = await page(server(), '/ondemand/series', 'Mozilla/5.0 (Linux; Android 14) Mobile');
      expect(onPhone.main).not.toBe(first.main);
    });

    test("a request with a session cookie gets the page rendered for a session, kept apart from the visitors' one", async () => {
      const visitor = await page(server(), '/ondemand/plays');
      expect(JSON.parse(visitor.state ?? '')).toMatchObject({ visitor: true });
      for (const name of [AuthCookie.Token, AuthCookie.RememberToken]) {
        const signedIn = await page(server(), '/ondemand/plays', undefined, `${name}=abc`);
        expect(signedIn.main, name).toContain('data-visitor="false"');
        expect(JSON.parse(signedIn.state ?? ''), name).toMatchObject({ visitor: false });
      }
      expect((await page(server(), '/ondemand/plays')).main).toBe(visitor.main);
    });

    test('a rendered page starts the app through the boot script, which names the entry and its preloads', async () => {
      const { body } = await page(server(), '/ondemand/movies');
      expect(body).toContain(
        '<script type="module" crossorigin src="/assets/boot-b00t.js" data-app="/assets/index-abc123.js" ' +
          'data-preload="/assets/framework-def456.js /assets/client-789abc.js"></script>',
      );
      expect(body).not.toContain('rel="modulepreload"');
      expect(body.match(/<script type="module"/g)).toHaveLength(1);
    });

    test('pages that depend on the visitor, and unknown content, are the bare shell', async () => {
      for (const url of ['/plans', '/mylists', '/login', '/details/99999999/nothing']) {
        const answer = await page(server(), url);
        expect(answer.body, url).toContain('boot-shell');
        expect(answer.state, url).toBeUndefined();
        // the shell needs the app to show anything: index.html starts it at once
        expect(answer.body, url).toContain(
          '<script type="module" crossorigin src="/assets/index-abc123.js">',
        );
        expect(answer.body, url).toContain('rel="modulepreload"');
      }
    });

    test('a page that fails to render is the bare shell, still 200', async () => {
      const answer = await page(server(), '/catchup/videos?fail=1');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('boot-shell');
    });

    test('a page that takes too long to render is sent as the bare shell meanwhile, and rendered for the next visit', async () => {
      const answer = await page(server(), '/catchup/videos?slow=1');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('boot-shell');
      await vi.waitFor(
        async () => expect((await page(server(), '/catchup/videos?slow=1')).main).toBeDefined(),
        {
          timeout: 10_000,
        },
      );
    });

    test('a burst of new addresses renders as many as may wait; the others go out as the bare shell', async () => {
      let open = () => {};
      const gate: RenderGate = {
        started: new Set(),
        opened: new Promise<void>((resolve) => (open = resolve)),
      };
      (globalThis as { renderGate?: RenderGate }).renderGate = gate;
      const names = Array.from({ length: RENDERS_AT_ONCE + RENDERS_WAITING + 3 }, (_, index) => `b${index}`);
      // no render ends before every request has been answered: the pages in line keep their places
      const answers = await Promise.all(names.map((name) => page(server(), `/catchup/videos?gated=${name}`)));
      open();
      expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
      // once let through, the pages in line are rendered (and kept); the others never are
      await vi.waitFor(() => expect(gate.started.size).toBe(RENDERS_AT_ONCE + RENDERS_WAITING));
      const refused = names.filter((name) => !gate.started.has(name));
      expect(refused).toHaveLength(3);
      for (const name of refused) expect(answers[names.indexOf(name)]?.body).toContain('boot-shell');
    });

    test("the server's renderer is never served to browsers", async () => {
      const response = await inject(server().app, { url: '/ssr/entry-server.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('configureServerRendering');
    });
  },
  { env: { WEB_DIST_DIR: fakeDist(true) } },
);

describe('first screens switched off', () => {
  const servers: TestApp[] = [];
  beforeAll(async () => {
    servers.push(
      await createTestApp('pglite', { env: { WEB_DIST_DIR: fakeDist(true), RENDER_FIRST_SCREEN: 'false' } }),
      await createTestApp('pglite', { env: { WEB_DIST_DIR: fakeDist(true), ALLOWED_COUNTRIES: 'NL' } }),
      await createTestApp('pglite', { env: { WEB_DIST_DIR: fakeDist(false) } }),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  test('by RENDER_FIRST_SCREEN=false, by a country gate, or without a server build: the bare shell', async () => {
    for (const server of servers) {
      const answer = await page(server, '/');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('boot-shell');
      expect(answer.state).toBeUndefined();
    }
  });
});
