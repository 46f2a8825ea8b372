import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { OPENAPI_PATH } from './platform/openapi.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * Every route answers what its response schema says, and the schemas (from packages/contracts) are
 * what /docs/api publishes. The app is built with every optional route on (the Stripe webhook; the demo
 * outbox is on without SMTP), and each route is seen as Fastify adds it.
 */

/** Routes a plugin adds with no way to declare answers: the built web app's files (@fastify/static). */
const NOT_OURS = new Set(['GET /*', 'HEAD /*']);

/** The one route that only ever refuses: any other path under /media is a missing file. */
const ONLY_REFUSES = new Set(['GET /media/*', 'HEAD /media/*']);

/**
 * The routes whose success is not JSON: files, playlists, the web app's page, and answers without a
 * body. Their schemas name the media types (or no body); a new one must be added here on purpose.
 */
const NOT_JSON = [
  'GET /',
  'GET /images/:type/:file',
  'GET /images/w:width/:type/:file',
  'GET /media/live/:id/:playlist',
  'GET /media/live/:id/catchup/:cut/:playlist',
  'GET /media/live/:id/catchup/:cut/:rendition/:file',
  'GET /media/live/:id/clips/:clip/:version/:rendition/:file',
  'GET /media/live/:id/rec/:run/:rendition/:file',
  'GET /media/live/:id/slate/:rendition/:file',
  'GET /media/vod/:id/:playlist',
  'GET /media/vod/:id/clips/:clip/:version/:rendition/:file',
  'GET /media/vod/:id/subtitles/:file',
  'GET /media/vod/:id/subtitles/:language/:file',
  'POST /api/client-errors',
];

type Responses = Record<string, unknown>;
const routes: { name: string; method: string; url: string; responses: Responses | undefined }[] = [];

function observe(route: RouteOptions) {
  for (const method of [route.method].flat()) {
    const responses = (route.schema as { response?: Responses } | undefined)?.response;
    routes.push({ name: `${method} ${route.url}`, method, url: route.url, responses });
  }
}

const successes = (responses: Responses) =>
  Object.entries(responses).filter(([status]) => /^[23]/.test(status));

/** A success answered with JSON: a zod schema of its own, or a JSON media type among its bodies. */
function isJson(answer: unknown): boolean {
  if (answer instanceof z.ZodUndefined) return false;
  if (answer instanceof z.ZodType) return true;
  const { content } = answer as { content: Record<string, unknown> };
  return 'application/json' in content;
}

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp('pglite', {
    env: { STRIPE_WEBHOOK_SECRET: 'whsec_route_schemas' },
    onRoute: observe,
  });
});
afterAll(() => server.close());

describe('response schemas', () => {
  test('every route declares its success answers and the failure envelope for 4xx and 5xx', () => {
    const ours = routes.filter((route) => !NOT_OURS.has(route.name));
    expect(ours.length).toBeGreaterThan(60);
    const undeclared = ours
      .filter(
        ({ name, responses }) =>
          responses === undefined ||
          (successes(responses).length === 0 && !ONLY_REFUSES.has(name)) ||
          !('4xx' in responses) ||
          !('5xx' in responses),
      )
      .map((route) => route.name);
    expect(undeclared).toEqual([]);
  });

  test('only files, playlists, the web page and bodiless answers are not JSON', () => {
    const notJson = routes
      .filter(({ method, name, responses }) => method !== 'HEAD' && !NOT_OURS.has(name) && responses)
      .filter(({ responses }) => !successes(responses!).every(([, answer]) => isJson(answer)))
      .map((route) => route.name);
    expect(notJson.sort()).toEqual(NOT_JSON);
  });
});

describe(`GET ${OPENAPI_PATH}`, () => {
  const fetchDocument = async () => {
    const response = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
  };

  test('answers a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  test('lists every route of the product with its answers', async () => {
    const { paths } = await fetchDocument();
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = routes
      .filter(({ method, name, url }) => method !== 'HEAD' && !NOT_OURS.has(name) && url !== OPENAPI_PATH)
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}')}`);
    expect(documented.sort()).toEqual(expected.sort());
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations) as { responses: Responses }[]) {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
      }
    }
  });

  test('a catalog call is published with its contract: the content item in the ok envelope', async () => {
    const { paths } = await fetchDocument();
    const ok = (paths['/api/GetItemById']!.get as { responses: Record<string, unknown> }).responses[
      '200'
    ] as {
      content: { 'application/json': { schema: { properties: Record<string, { anyOf?: unknown[] }> } } };
    };
    const { properties } = ok.content['application/json'].schema;
    expect(Object.keys(properties)).toEqual(['Success', 'Result', 'ErrorCode', 'ErrorMessage']);
    expect(JSON.stringify(properties.Result)).toContain('"UrlEncodedName"');
  });

  test('is not there when API_DOCS is off (the default in production)', async () => {
    const closed = await createTestApp('pglite', { env: { API_DOCS: 'false' } });
    try {
      const response = await closed.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  test('is answered without the API key and outside the country gate', async () => {
    const gated = await createTestApp('pglite', { env: { ALLOWED_COUNTRIES: 'NL', DEFAULT_COUNTRY: 'US' } });
    try {
      const response = await gated.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(response.statusCode).toBe(200);
    } finally {
      await gated.close();
    }
  });
});
