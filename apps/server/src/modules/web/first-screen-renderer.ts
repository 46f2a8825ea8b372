import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenState, PageLanguage } from '@sahra/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CatalogCache } from '../../platform/catalog-cache.js';
import type { Clock } from '../../platform/clock.js';

/**
 * Pages are rendered on this process's one thread, two at once (one renders while the other waits on
 * its calls), and eight more wait their turn. The addresses are open-ended (a search's text, any query
 * string), so a burst of new ones must not take the thread from every other request: past the line a
 * page goes out as the bare shell, for the browser to render.
 */
export const RENDERS_AT_ONCE = 2;
export const RENDERS_WAITING = 8;

/** What the web app's server entry (apps/web/src/entry-server.tsx, built into dist/ssr) offers. */
interface ServerEntry {
  configureServerRendering(transport: typeof fetch, nowMs: () => number): void;
  renderPage(request: {
    url: string;
    userAgent: string;
    language: PageLanguage;
    visitor: boolean;
  }): Promise<RenderedPage | undefined>;
  platformOf(userAgent: string): string;
}

export interface RenderedPage {
  html: string;
  state: FirstScreenState;
}

export interface FirstScreenRequest {
  url: URL;
  userAgent: string;
  language: PageLanguage;
  /** The request carried no session cookie: the page is rendered as a visitor sees it. */
  visitor: boolean;
}

export interface FirstScreenRenderer {
  /** The page's first screen, or undefined when there is no server build or the page redirects. */
  render(request: FirstScreenRequest): Promise<RenderedPage | undefined>;
}

function isServerEntry(module: Record<string, unknown>): module is Record<string, unknown> & ServerEntry {
  return (
    typeof module.configureServerRendering === 'function' &&
    typeof module.renderPage === 'function' &&
    typeof module.platformOf === 'function'
  );
}

/**
 * The app's calls made while rendering reach this server's routes in-process (Fastify's inject): no
 * socket, no port, and the same validation, caching and admission as a browser's call.
 */
function injectTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const response = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' && { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/**
 * Loads the built server entry of the web app on first use. Node keeps a module for the life of the
 * process, so a rebuild of the web app (new class names and chunk names) is not rendered by the old
 * entry: from then on pages go out as the bare shell until the server restarts. Rendered pages are kept
 * like catalog answers, until the catalog changes; they differ only by path, query, language, platform and
 * whether a visitor or a session asked.
 */
export function createFirstScreenRenderer(
  distDir: string,
  app: FastifyInstance,
  clock: Clock,
  pages: CatalogCache,
  log: FastifyBaseLogger,
): FirstScreenRenderer {
  const entryPath = path.join(distDir, 'ssr', 'entry-server.js');
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry> } | undefined;
  let warnedOfRebuild = false;

  const entry = async (): Promise<ServerEntry | undefined> => {
    const mtimeMs = await stat(entryPath).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (!loaded) {
      const importing = (import(pathToFileURL(entryPath).href) as Promise<Record<string, unknown>>).then(
        (module) => {
          if (!isServerEntry(module)) throw new Error(`${entryPath} is not the web app's server entry`);
          module.configureServerRendering(injectTransport(app), () => clock.now().getTime());
          return module;
        },
      );
      loaded = { mtimeMs, entry: importing };
    }
    if (loaded.mtimeMs !== mtimeMs) {
      if (!warnedOfRebuild)
        log.warn('the web app was rebuilt: first screens are rendered again after a restart');
      warnedOfRebuild = true;
      return undefined;
    }
    return loaded.entry;
  };

  return {
    async render({ url, userAgent, language, visitor }) {
      const server = await entry();
      if (!server) return undefined;
      const viewer = visitor ? 'visitor' : 'session';
      const key = `${server.platformOf(userAgent)}:${language}:${viewer}:${url.pathname}${url.search}`;
      const json = await pages.keep(
        key,
        async () => (await server.renderPage({ url: url.href, userAgent, language, visitor })) ?? null,
      );
      return (JSON.parse(json.toString('utf8')) as RenderedPage | null) ?? undefined;
    },
  };
}
