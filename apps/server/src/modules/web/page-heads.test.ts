import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentTypeId } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { CatalogCache } from '../../platform/catalog-cache.js';
import { describeWithServer, type TestApp } from '../../testing/test-app.js';
import { inject } from '../../testing/content-client.js';

const DEFAULT_TITLE = 'Sahra — Arabic TV, live and on demand';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>${DEFAULT_TITLE}</title>
    <meta
      name="description"
      content="Watch more than 60 Arabic live TV channels."
    />
    <meta property="og:title" content="${DEFAULT_TITLE}" />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A built-looking web app folder, so the server has an index.html to write heads into. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-head-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  return dist;
}

async function page(server: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await inject(server.app, { url, headers: { accept: 'text/html', ...headers } });
  const body = response.body;
  return {
    status: response.statusCode,
    body,
    title: /<title>([\s\S]*?)<\/title>/.exec(body)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1],
    language: /<html lang="([^"]*)" dir="([^"]*)">/.exec(body)?.slice(1).join(' '),
  };
}

async function firstItem(server: TestApp, type: number, order: 'asc' | 'desc' = 'asc') {
  return server.storage.db
    .selectFrom('content_item')
    .select(['id', 'name', 'display_title', 'url_encoded_name'])
    .where('content_type_id', '=', type)
    .orderBy('id', order)
    .executeTakeFirstOrThrow();
}

describeWithServer(
  'server-written page heads',
  (server) => {
    test('a movie details page carries its title, description and canonical link', async () => {
      const movie = await firstItem(server(), ContentTypeId.Movie);
      const answer = await page(server(), `/details/${movie.id}/anything?utm=1`);
      expect(answer.status).toBe(200);
      expect(answer.title).toBe(`${movie.display_title} — Sahra`);
      expect(answer.description?.length).toBeGreaterThan(10);
      expect(answer.description?.length).toBeLessThanOrEqual(160);
      expect(answer.canonical).toBe(
        `http://localhost:80/details/${movie.id}/${movie.url_encoded_name}?lang=en`,
      );
      expect(answer.body).toContain(`<meta property="og:title" content="${movie.display_title} — Sahra" />`);
      expect(answer.body.match(/<title>/g)).toHaveLength(1);
      expect(answer.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    });

    test('an episode is canonical on its catch-up page, also when reached through a details path', async () => {
      const episode = await firstItem(server(), ContentTypeId.Episode);
      const canonical = `http://localhost:80/catchup/play/${episode.id}/${episode.url_encoded_name}?lang=en`;
      for (const url of [`/catchup/play/${episode.id}/x`, `/details/${episode.id}/x`]) {
        const answer = await page(server(), url);
        expect(answer.status, url).toBe(200);
        expect(answer.canonical, url).toBe(canonical);
      }
    });

    test('a channel play page carries the channel title, description and its /play canonical link', async () => {
      const channel = await firstItem(server(), ContentTypeId.Channel);
      const answer = await page(server(), `/play/${channel.id}/old-slug`);
      expect(answer.status).toBe(200);
      expect(answer.title).toBe(`${channel.display_title} live — Sahra`);
      expect(answer.description).toContain(channel.display_title);
      expect(answer.canonical).toBe(
        `http://localhost:80/play/${channel.id}/${channel.url_encoded_name}?lang=en`,
      );
    });

    test('a play path of an unknown id or of content that is no channel answers the default head and 404', async () => {
      const movie = await firstItem(server(), ContentTypeId.Movie);
      for (const url of ['/play/999999999/nothing', '/play/abc/x', `/play/${movie.id}/x`]) {
        const answer = await page(server(), url);
        expect(answer.status, url).toBe(404);
        expect(answer.title, url).toBe(DEFAULT_TITLE);
        expect(answer.canonical, url).toBeUndefined();
      }
    });

    test('an unknown or malformed content id answers the app with the default head and 404', async () => {
      for (const url of ['/details/999999999/nothing', '/details/abc/x', '/catchup/play/99999999999999/x']) {
        const answer = await page(server(), url);
        expect(answer.status, url).toBe(404);
        expect(answer.title, url).toBe(DEFAULT_TITLE);
        expect(answer.canonical, url).toBeUndefined();
        expect(answer.body, url).toContain('<div id="root"></div>');
      }
    });

    test('on-demand pages are titled by their home group; an unknown group is a 404', async () => {
      const movies = await page(server(), '/ondemand/Movies?pageNo=2');
      expect(movies.title).toBe('Movies — Sahra');
      expect(movies.description).toContain('more than 60 Arabic live TV channels');
      expect(movies.canonical).toBe('http://localhost:80/ondemand/movies?lang=en');
      expect((await page(server(), '/ondemand/home')).title).toBe('On Demand — Sahra');
      const unknown = await page(server(), '/ondemand/no-such-group');
      expect(unknown.status).toBe(404);
      expect(unknown.title).toBe(DEFAULT_TITLE);
    });

    test('a see-all list page is titled by its list, named by id or by slug, in each language; an unknown list is a 404', async () => {
      const byId = await page(server(), '/home/list-details/1106?pageNo=2');
      expect(byId.status).toBe(200);
      expect(byId.title).toBe('Drama Series — Sahra');
      expect(byId.description).toContain('Everything in one list');
      expect(byId.canonical).toBe('http://localhost:80/home/list-details/1106?lang=en');
      const bySlug = await page(server(), '/home/list-details/Drama-Series', {
        'accept-language': 'ar',
      });
      expect(bySlug.status).toBe(200);
      expect(bySlug.title).toBe('مسلسلات درامية — سهرة');
      expect(bySlug.canonical).toBe('http://localhost:80/home/list-details/drama-series?lang=ar');
      for (const url of [
        '/home/list-details/999999',
        '/home/list-details/99999999999',
        '/home/list-details/no-such-list',
        '/no-such-page/list-details/drama-series',
      ]) {
        const unknown = await page(server(), url);
        expect(unknown.status, url).toBe(404);
        expect(unknown.title, url).toBe(DEFAULT_TITLE);
      }
    });

    test('a person page is titled with the name the catalog gives the person', async () => {
      const person = await server()
        .storage.db.selectFrom('content_metadata')
        .select(['value', 'url_encoded_value'])
        .where('namespace', '=', 'person')
        .orderBy('item_id')
        .executeTakeFirstOrThrow();
      const answer = await page(server(), `/person/cast/${person.url_encoded_value}`);
      expect(answer.title).toBe(`More from ${person.value} — Sahra`);
      expect(answer.canonical).toBe(`http://localhost:80/person/cast/${person.url_encoded_value}?lang=en`);
      const unknown = await page(server(), '/person/cast/nobody-at-all');
      expect(unknown.status).toBe(200);
      expect(unknown.title).toBe('More from this actor — Sahra');
    });

    test('catalog text is written escaped, so markup in a name never becomes markup in the page', async () => {
      const db = server().storage.db;
      // the last movie, so the other tests' first movie keeps its name
      const movie = await firstItem(server(), ContentTypeId.Movie, 'desc');
      const payload = '</title><script>window.__xss=1</script> "quoted" $& <img src=x onerror=alert(1)>';
      await db
        .updateTable('content_item')
        .set({ display_title: payload, description: payload })
        .where('id', '=', movie.id)
        .execute();
      await CatalogCache.bumpVersion(db);
      // the cache notices a catalog change within a second
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const answer = await page(server(), `/details/${movie.id}/x`);
      expect(answer.body).not.toContain('<script>window.__xss');
      expect(answer.body).not.toContain('<img src=x');
      expect(answer.title).toBe(
        '&lt;/title&gt;&lt;script&gt;window.__xss=1&lt;/script&gt; &quot;quoted&quot; $&amp; &lt;img src=x onerror=alert(1)&gt; — Sahra',
      );
    });

    test('a forged Host header never reaches the canonical link', async () => {
      const movie = await firstItem(server(), ContentTypeId.Movie);
      const response = await inject(server().app, {
        url: `/details/${movie.id}/x`,
        headers: { accept: 'text/html', host: 'evil.example"><script>' },
      });
      expect(response.body).toContain(`<link rel="canonical" href="/details/${movie.id}/`);
    });

    test('other pages keep the default head; browsing pages name their language versions', async () => {
      for (const url of ['/', '/plans', '/catchup/videos?pageNo=abc']) {
        const answer = await page(server(), url);
        expect(answer.status, url).toBe(200);
        expect(answer.title, url).toBe(DEFAULT_TITLE);
        expect(answer.language, url).toBe('en ltr');
      }
      expect((await page(server(), '/plans')).canonical).toBeUndefined();
      const catchup = await page(server(), '/catchup/videos?pageNo=abc');
      expect(catchup.canonical).toBe('http://localhost:80/catchup/videos?lang=en');
      expect(catchup.body).toContain(
        '<link rel="alternate" hreflang="ar" href="http://localhost:80/catchup/videos?lang=ar" />',
      );
      expect(catchup.body).toContain(
        '<link rel="alternate" hreflang="x-default" href="http://localhost:80/catchup/videos" />',
      );
    });

    test("an Arabic browser's first HTML is Arabic, right to left, with Arabic heads", async () => {
      const movie = await firstItem(server(), ContentTypeId.Movie);
      const arabic = { accept: 'text/html', 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
      const details = await inject(server().app, { url: `/details/${movie.id}/x`, headers: arabic });
      expect(details.body).toMatch(/<html lang="ar" dir="rtl">/);
      expect(details.body).toContain(`<title>${movie.name} — سهرة</title>`);
      expect(details.body).toContain(
        `<link rel="canonical" href="http://localhost:80/details/${movie.id}/${movie.url_encoded_name}?lang=ar" />`,
      );
      expect(details.headers.vary).toContain('accept-language');
      const home = await inject(server().app, { url: '/plans', headers: arabic });
      expect(home.body).toContain('<title>سهرة — التلفزيون العربي مباشرةً وعند الطلب</title>');
      expect(home.body).not.toContain('Sahra');
    });

    test('a language the visitor chose, or the address names, wins over the browser', async () => {
      const movie = await firstItem(server(), ContentTypeId.Movie);
      const chosen = await page(server(), `/details/${movie.id}/x`, {
        'accept-language': 'en-US',
        cookie: 'language=ar',
      });
      expect(chosen.language).toBe('ar rtl');
      const linked = await page(server(), `/details/${movie.id}/x?lang=en`, { cookie: 'language=ar' });
      expect(linked.language).toBe('en ltr');
      expect(linked.title).toBe(`${movie.display_title} — Sahra`);
    });
  },
  { env: { WEB_DIST_DIR: fakeDist() } },
);

describeWithServer(
  'server-written page heads with PUBLIC_ORIGIN',
  (server) => {
    test('canonical links name the configured public origin, whatever host the request came to', async () => {
      const movie = await firstItem(server(), ContentTypeId.Movie);
      for (const host of ['localhost:8080', 'internal-node-7:8080']) {
        const response = await inject(server().app, {
          url: `/details/${movie.id}/x`,
          headers: { accept: 'text/html', host },
        });
        expect(response.body, host).toContain(
          `<link rel="canonical" href="https://tv.sahra.example/details/${movie.id}/${movie.url_encoded_name}?lang=en" />`,
        );
      }
    });
  },
  { env: { WEB_DIST_DIR: fakeDist(), PUBLIC_ORIGIN: 'https://tv.sahra.example/' } },
);
