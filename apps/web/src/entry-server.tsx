import type { FirstScreenState, PageLanguage } from '@sahra/contracts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setApiTransport } from './api/client';
import { createQueryClient, AppProvider } from './app/provider';
import { routes } from './app/router';
import { setClockSource } from './lib/clock';
import { serverI18n } from './lib/i18n';
import { renderForUserAgent } from './lib/platform';

/**
 * The server's half of the first screen (ADR 008): the page rendered to HTML with the same components the
 * browser hydrates, and the catalog answers it was rendered from, so the browser starts from the same data
 * instead of asking for it again. Built by `vite build --ssr` into dist/ssr and loaded by the server's web
 * module; everything the page calls reaches the server through `transport` without leaving the process.
 */

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  state: FirstScreenState;
}

export interface RenderRequest {
  /** The page's address, e.g. http://host/details/1/x; only its path and query matter. */
  url: string;
  userAgent: string;
  /** The visitor's language (the server chose it: docs/behaviour/languages.md). */
  language: PageLanguage;
  /** The request carried no session cookie: the page is rendered as a visitor sees it. */
  visitor: boolean;
}

/**
 * Each pass renders the page with the answers so far; the calls it made without an answer are then
 * fetched, and the next pass goes one level deeper (configuration → page groups → hero and row lists →
 * the rows' items). Four or five passes reach every row of the first screen; the limit is a safeguard.
 */
const MAX_PASSES = 8;

/** How React marks a Suspense boundary it could not render on the server (its code or data was not there). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const CODE_WAIT_MS = 20;

let ready: Promise<Record<PageLanguage, i18n>> | undefined;

/** Called once by the server before rendering: how the app's calls reach it, and the product's clock. */
export function configureServerRendering(transport: typeof fetch, nowMs: () => number) {
  setApiTransport(transport);
  setClockSource(nowMs);
  // the footer is loaded lazily in the browser, and on every framed page: here it is there from the start
  ready = Promise.all([serverI18n(), import('./components/layout/footer')]).then(([languages]) => languages);
}

/** The first screen of a page; undefined when the page cannot be rendered here (e.g. it redirects). */
export async function renderPage({
  url,
  userAgent,
  language,
  visitor,
}: RenderRequest): Promise<RenderedPage | undefined> {
  if (!ready) throw new Error('configureServerRendering was not called');
  const labels = (await ready)[language];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient({ retry: false });
  const renderOnce = () =>
    renderForUserAgent(userAgent, () =>
      renderToString(
        <StrictMode>
          <I18nextProvider i18n={labels}>
            <AppProvider queryClient={queryClient} renderedSession={visitor ? null : undefined}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </I18nextProvider>
        </StrictMode>,
      ),
    );
  let html = renderOnce();
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const unanswered = await fetchUnanswered(queryClient);
    // a part whose code was still loading (the first pages after a start) was left for the browser
    const waitingForCode = html.includes(CLIENT_RENDERED_BOUNDARY);
    if (unanswered === 0 && !waitingForCode) break;
    if (unanswered === 0) await new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS));
    html = renderOnce();
  }
  // not kept: the next visit renders it again, once the code is there
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error(`a part of ${url} was still loading its code`);
  return { html, state: { language, visitor, queries: dehydrate(queryClient) } };
}

/** Fetches the calls the last pass made and found no answer for; how many there were. */
async function fetchUnanswered(queryClient: QueryClient): Promise<number> {
  const unanswered = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        // a call the page only makes later (e.g. search suggestions once something is typed)
        (query.options as { enabled?: unknown }).enabled !== false,
    );
  // a failed call leaves its part of the page as the browser would show it failed
  await Promise.all(unanswered.map((query) => query.fetch().catch(() => undefined)));
  return unanswered.length;
}

/** Pages differ by the platform's home configuration only: what the server keys rendered pages by. */
export { detectPlatform as platformOf } from './lib/platform';
