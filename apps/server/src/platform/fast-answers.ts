import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import type { CatalogCache } from './catalog-cache.js';

/** Bodies longer than this are never remembered (no catalog request is near it; hostile ones are). */
const MAX_KEY_BODY_BYTES = 2048;
const MAX_ALIASES = 50_000;
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const BUFFERED_BODY = Symbol('bufferedBody');
type BufferedRequest = IncomingMessage & { [BUFFERED_BODY]?: Buffer };

const compressors: Record<Encoding, (json: Buffer) => Buffer> = {
  br: (json) =>
    zlib.brotliCompressSync(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => zlib.gzipSync(json),
};

/**
 * Catalog answers that were computed before, served by the HTTP server itself: a repeated request
 * (same method, path and body bytes) is answered from the catalog cache without going through
 * Fastify's routing, body parsing, validation and hooks, and with its compressed forms made once
 * instead of on every answer. Anything else (a first request, a changed catalog, an unknown body)
 * goes to Fastify as usual, which remembers the request once it has answered it.
 */
export class FastAnswers {
  /** raw request (method, path, body) → the catalog cache key of its answer; oldest use first */
  private readonly aliases = new Map<string, string>();
  private readonly compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

  constructor(
    private readonly cache: CatalogCache,
    /** Whether a request may be answered here; the country gate must see every gated request. */
    private readonly enabled: boolean,
  ) {}

  /** Records that `request` is answered by the catalog cache entry `cacheKey`. */
  remember(request: IncomingMessage, cacheKey: string) {
    const key = rawKey(request);
    if (!this.enabled || key === undefined) return;
    this.aliases.delete(key);
    this.aliases.set(key, cacheKey);
    if (this.aliases.size > MAX_ALIASES) {
      const oldest = this.aliases.keys().next();
      if (!oldest.done) this.aliases.delete(oldest.value);
    }
  }

  /**
   * The HTTP server for Fastify's `serverFactory`: known answers here, the rest to `fastify`; with the
   * time-outs Fastify gives the server it makes itself.
   */
  server(
    fastify: (request: IncomingMessage, response: ServerResponse) => void,
    timeouts: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  ): http.Server {
    const server = http.createServer((request: BufferedRequest, response) => {
      if (!this.enabled || (request.method !== 'GET' && request.method !== 'POST'))
        return fastify(request, response);
      if (request.method === 'GET') {
        if (!this.tryAnswer(request, response)) fastify(request, response);
        return;
      }
      const length = Number(request.headers['content-length']);
      if (!(length > 0 && length <= MAX_KEY_BODY_BYTES)) return fastify(request, response);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.once('end', () => {
        request[BUFFERED_BODY] = Buffer.concat(chunks);
        if (!this.tryAnswer(request, response)) fastify(request, response);
      });
    });
    if (timeouts.keepAliveTimeout !== undefined) server.keepAliveTimeout = timeouts.keepAliveTimeout;
    if (timeouts.requestTimeout !== undefined) server.requestTimeout = timeouts.requestTimeout;
    if (timeouts.connectionTimeout !== undefined) server.setTimeout(timeouts.connectionTimeout);
    return server;
  }

  /** Fastify reads a body this server has already read from the copy it kept. */
  register(app: FastifyInstance) {
    app.addHook('preParsing', async (request, _reply, payload) => {
      const body = (request.raw as BufferedRequest)[BUFFERED_BODY];
      return body === undefined ? payload : Readable.from([body]);
    });
  }

  private tryAnswer(request: BufferedRequest, response: ServerResponse): boolean {
    const key = rawKey(request);
    const cacheKey = key === undefined ? undefined : this.aliases.get(key);
    const json = cacheKey === undefined ? undefined : this.cache.peek(cacheKey);
    if (json === undefined) return false;
    const acceptEncoding = request.headers['accept-encoding'];
    const encoding =
      json.length >= COMPRESS_FROM_BYTES && acceptEncoding
        ? (negotiate(acceptEncoding, [...ENCODINGS]) as Encoding | null)
        : null;
    const body = encoding ? this.compress(json, encoding) : json;
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body);
    return true;
  }

  private compress(json: Buffer, encoding: Encoding): Buffer {
    const forms = this.compressed.get(json) ?? {};
    const body = (forms[encoding] ??= compressors[encoding](json));
    this.compressed.set(json, forms);
    return body;
  }
}

function rawKey(request: BufferedRequest): string | undefined {
  if (request.method === 'GET') return `GET ${request.url}`;
  const body = request[BUFFERED_BODY];
  return body === undefined ? undefined : `POST ${request.url}\n${body.toString('utf8')}`;
}
