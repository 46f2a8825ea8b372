import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import {
  AuthCookie,
  failureEnvelopeSchema,
  PlatformErrorCode,
  SERVICE_PATH_PREFIXES,
  type PageLanguage,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';
import { withoutSecrets } from '../../platform/log-redaction.js';
import { CatalogCache } from '../../platform/catalog-cache.js';
import { failureAnswers, textBody } from '../../platform/answers.js';
import { Admission } from '../../platform/admission.js';
import { AppError, failure } from '../../platform/errors.js';
import { resolveCountry } from '../geo/public.js';
import {
  HTML_HEADERS,
  IMMUTABLE_CACHE_CONTROL,
  NOT_BUILT_PAGE,
  securityHeaders,
  type ThirdPartyOrigins,
} from './html-headers.js';
import { isRenderedOnServer, writeFirstScreen } from './first-screen-page.js';
import {
  createFirstScreenRenderer,
  RENDERS_AT_ONCE,
  RENDERS_WAITING,
  type FirstScreenRenderer,
  type RenderedPage,
} from './first-screen-renderer.js';
import { BuiltFile } from './built-file.js';
import { bootScriptFile, deferAppStart } from './deferred-app-start.js';
import { writeHead } from './page-head.js';
import { localizeShell, pageLanguage, writeLanguageLinks } from './page-language.js';
import { createPageHeadResolver, type PageHeadResolver } from './page-heads.js';
import { createKnownPage, type KnownPage } from './known-pages.js';
import { matchShareablePage } from './shareable-pages.js';

/** Paths of the services and of the hashed assets: never answered with the web app, so a wrong call gets JSON. */
export const SERVICE_PREFIXES = [...SERVICE_PATH_PREFIXES, '/assets'] as const;

const MAX_PATH_IN_MESSAGE = 200;

/** The web app's page, or the page saying it is not built yet; JSON only for the failures of any request. */
const pageAnswers = {
  200: textBody(['text/html'], 'the web app, its first screen rendered where it is a browsing page'),
  503: {
    description: 'the web app is not built yet (HTML), or the server is busy (JSON)',
    content: { 'text/html': { schema: z.string() }, 'application/json': { schema: failureEnvelopeSchema } },
  },
  ...failureAnswers,
};

export function isServicePath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return SERVICE_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** A host name with an optional port, nothing else: what may go into a canonical link. */
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/** The origin a request came to; a host header that is not a plain host name gives none (a relative link). */
function requestOrigin(request: FastifyRequest): string | undefined {
  return PLAIN_HOST.test(request.host) ? `${request.protocol}://${request.host}` : undefined;
}

export async function registerWebRoutes(
  app: FastifyInstance,
  { config, storage, cache, clock }: ModuleContext,
) {
  // Where only some countries may see the catalog, each visitor's page depends on their country: not rendered.
  const renderFirstScreen = config.RENDER_FIRST_SCREEN && config.ALLOWED_COUNTRIES.length === 0;
  await serveWebApp(app, {
    distDir: config.webDistDir,
    pageHeads: createPageHeadResolver(storage.db, cache),
    knownPage: createKnownPage(storage.db, cache),
    originOf: (request: FastifyRequest) => config.PUBLIC_ORIGIN ?? requestOrigin(request),
    thirdParties: {
      botCheck: config.BOT_CHECK,
      sentryDsn: config.SENTRY_DSN,
      stripe: config.paymentProvider === 'stripe',
      mediaOrigin: config.MEDIA_ORIGIN,
    },
    ...(renderFirstScreen && {
      firstScreen: createFirstScreenRenderer(
        config.webDistDir,
        app,
        clock,
        new CatalogCache(storage.db, {
          admission: new Admission(RENDERS_AT_ONCE, RENDERS_WAITING),
          clock,
          checksAnswers: config.CHECK_ANSWERS,
        }),
        app.log,
      ),
      countryOf: (request: FastifyRequest) => resolveCountry(request, config),
    }),
  });
}

export interface WebAppOptions {
  distDir: string;
  /** Writes each shareable page's title, description and canonical link; without it every page has the default head. */
  pageHeads?: PageHeadResolver;
  /** Whether a path is a page of the app; without it every path is (the app shows its not-found screen). */
  knownPage?: KnownPage;
  /** The origin canonical links name; without it, the one the request came to. */
  originOf?: (request: FastifyRequest) => string | undefined;
  /** Third parties the pages' Content-Security-Policy allows; none without it. */
  thirdParties?: ThirdPartyOrigins;
  /** Renders the first screen of browsing pages into their HTML; without it every page is the bare app shell. */
  firstScreen?: FirstScreenRenderer;
  /** The visitor's country, handed to the browser with the first screen (see FirstScreenState). */
  countryOf?: (request: FastifyRequest) => Promise<string>;
}

/** Past this a page is sent as the bare shell (the browser renders it) while its rendering goes on for the next visit. */
const FIRST_SCREEN_TIMEOUT_MS = 2000;

/**
 * No session cookie came with the request: whoever asked is a visitor, and the page shows what a visitor
 * sees. With one, the session may have ended meanwhile; the page shows it being resumed until the
 * browser knows.
 */
function isVisitor(request: FastifyRequest): boolean {
  return !request.cookies[AuthCookie.Token] && !request.cookies[AuthCookie.RememberToken];
}

async function renderWithin(
  renderer: FirstScreenRenderer,
  request: FastifyRequest,
  language: PageLanguage,
): Promise<RenderedPage | undefined> {
  const timeout = new AbortController();
  try {
    return await Promise.race([
      renderer.render({
        url: new URL(request.url, 'http://page.invalid'),
        userAgent: request.headers['user-agent'] ?? '',
        language,
        visitor: isVisitor(request),
      }),
      delay(FIRST_SCREEN_TIMEOUT_MS, undefined, { signal: timeout.signal }),
    ]);
  } catch (error) {
    // the app renders the page in the browser as it would without a server-rendered first screen;
    // a page refused because too many wait to be rendered is that by design, not a fault
    const busy = error instanceof AppError && error.statusCode === 503;
    request.log[busy ? 'debug' : 'warn'](
      { err: error, url: withoutSecrets(request.url) },
      'the first screen could not be rendered',
    );
    return undefined;
  } finally {
    timeout.abort();
  }
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every page path
 * (the app's router decides what to show), and a JSON 404 envelope for everything else.
 */
export async function serveWebApp(
  app: FastifyInstance,
  {
    distDir,
    pageHeads,
    knownPage = async () => true,
    originOf = requestOrigin,
    thirdParties = { botCheck: 'off' },
    firstScreen,
    countryOf,
  }: WebAppOptions,
) {
  // only the HTML answers below call reply.helmet(): the services and files keep their own headers
  await app.register(helmet, securityHeaders(thirdParties));
  const indexHtml = new BuiltFile(path.join(distDir, 'index.html'));
  const viteManifest = new BuiltFile(path.join(distDir, '.vite', 'manifest.json'));
  const assetsDir = path.join(distDir, 'assets') + path.sep;

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const html = await indexHtml.read();
    reply.helmet();
    reply.headers(HTML_HEADERS);
    // the same address answers in the visitor's language: shared caches keep the versions apart
    reply.header('vary', 'accept, accept-language, cookie');
    // Not built yet (e.g. a server started from a fresh clone): say how to fix it rather than fail.
    if (html === undefined) return reply.code(503).send(NOT_BUILT_PAGE);
    const language = pageLanguage(request);
    const shareable = pageHeads && matchShareablePage(pathname);
    const browsing = isRenderedOnServer(pathname);
    let page = localizeShell(html, language);
    // a path that is no page still gets the app, which shows its not-found screen, with a 404
    let status: number = (await knownPage(pathname, request.log)) ? 200 : 404;
    let canonicalPath = browsing ? pathname : undefined;
    if (shareable && status === 200) {
      // Unknown content still gets the app (which shows its not-found screen), with the default head and a 404.
      const resolved = await pageHeads(shareable, language, request.log);
      status = resolved.status;
      if (resolved.head) {
        page = writeHead(page, resolved.head);
        canonicalPath = resolved.head.canonicalPath;
      }
    }
    if (status === 200 && canonicalPath)
      page = writeLanguageLinks(page, { origin: originOf(request), path: canonicalPath, language });
    if (status === 200 && firstScreen && browsing) {
      const [rendered, countryCode] = await Promise.all([
        renderWithin(firstScreen, request, language),
        countryOf?.(request),
      ]);
      if (rendered) {
        const state = { ...rendered.state, ...(countryCode && { countryCode }) };
        page = writeFirstScreen(page, { ...rendered, state }, Boolean(shareable));
        const bootFile = bootScriptFile(await viteManifest.read());
        if (bootFile) page = deferAppStart(page, bootFile);
      }
    }
    return reply.code(status).send(page);
  };

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // Leaves reply.sendFile to other modules (e.g. a media origin) that register @fastify/static themselves.
    decorateReply: false,
    // index.html is only answered through sendIndex, which adds the security headers; ssr/ is the
    // server's own renderer, nothing for browsers.
    allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/ssr/'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
    },
  });

  app.get('/', { schema: { response: pageAnswers } }, async (request, reply) =>
    sendIndex(request, reply, '/'),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // The same path answers HTML or JSON depending on Accept, so shared caches must keep both apart.
    reply.header('vary', 'accept');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && !isServicePath(pathname) && acceptsHtml(request))
      return sendIndex(request, reply, pathname);
    const shownPath = pathname.slice(0, MAX_PATH_IN_MESSAGE);
    return reply
      .code(404)
      .send(failure(PlatformErrorCode.NotFound, `There is nothing at ${request.method} ${shownPath}`));
  });
}
