import { pipeline, Readable } from 'node:stream';
import { fetch } from 'undici';
import {
  DestinationRefusedError,
  policedAgent,
  refusedHost,
  type Networks,
} from '../../platform/url-policy.js';
import { createGunzip } from 'node:zlib';

/**
 * A file stopped before its end: larger than the import's cap, a download that stalled or broke, a
 * gzip cut short. What was read before it is still imported.
 */
export class InputCutError extends Error {}

/** `?url=` or GUIDE_URL could not be fetched: nothing was read. */
export class FetchError extends Error {}
/** The URL as the caller gave it cannot be fetched at all: the caller's to fix, not the feed's failure. */
export class RefusedUrlError extends FetchError {}

const GZIP_MAGIC = [0x1f, 0x8b];

/** A stream's bytes, the first chunk made at least two bytes long so the magic number can be read. */
async function* withHead(bytes: AsyncIterable<Uint8Array>, onHead: (head: Buffer) => void) {
  let head = Buffer.alloc(0);
  let told = false;
  for await (const chunk of bytes) {
    if (told) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < 2) continue;
    told = true;
    onHead(head);
    yield head;
  }
  if (!told) {
    onHead(head);
    if (head.length > 0) yield head;
  }
}

/**
 * A file's bytes as UTF-8 text, chunk by chunk: gunzipped when it starts with gzip's magic number,
 * whatever its name or content type says (feeds serve guide.xml.gz as text/xml and guide.xml gzipped).
 * Throws InputCutError past `maxBytes` of text, so a gzip bomb stops there too.
 */
export async function* textOf(bytes: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<string> {
  let gzipped = false;
  const iterator = withHead(bytes, (head) => {
    gzipped = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  })[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const all = async function* () {
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  };
  let plain: AsyncIterable<Uint8Array> = all();
  if (gzipped) {
    const gunzip = createGunzip();
    // a failing source or a broken gzip ends the loop below with its error
    pipeline(Readable.from(all()), gunzip, () => undefined);
    plain = gunzip;
  }
  // a BOM is dropped; invalid bytes become U+FFFD rather than failing a whole guide
  const decoder = new TextDecoder('utf-8');
  let total = 0;
  for await (const chunk of plain) {
    total += chunk.length;
    if (total > maxBytes) throw new InputCutError(`the file is larger than ${maxBytes} bytes`);
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/** A whole (small) file's text, for M3U lists. */
export async function wholeText(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

export interface FetchLimits {
  /** until the answer's headers, and then between two chunks of its body */
  idleMs: number;
  /** most bytes read from the wire */
  maxBytes: number;
}

/** Redirects followed, each judged as the first URL was. */
const MOST_REDIRECTS = 5;

/** A URL to fetch: http(s) only (no file:, data: or ftp:), to a host the URL policy lets it reach. */
async function allowedUrl(text: string, base: URL | undefined, networks: Networks): Promise<URL> {
  // the first URL is the caller's; a redirect's is the feed's doing
  const Refusal = base ? FetchError : RefusedUrlError;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new Refusal(`"${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Refusal(`only http and https guides can be fetched, not ${url.protocol}//`);
  const refused = await refusedHost(url.hostname, networks);
  if (refused) throw new Refusal(`${url.href} may not be fetched: ${refused}`);
  return url;
}

/**
 * The body of an http(s) URL as a stream of bytes, for an operator's `?url=` or GUIDE_URL: a time-out
 * while nothing arrives, a cap on the bytes, and only where the URL policy (SOURCE_NETWORKS,
 * platform/url-policy.ts) lets it go: every redirect is judged again, and every connection by the
 * address it is made to.
 */
export async function fetchBytes(
  text: string,
  limits: FetchLimits,
  networks: Networks,
): Promise<AsyncIterable<Uint8Array>> {
  let url = await allowedUrl(text, undefined, networks);
  const abort = new AbortController();
  const agent = policedAgent(networks);
  const done = () => {
    abort.abort();
    void agent.close();
  };
  // the time-out runs only while waiting on the feed, never while the import writes what came
  const waiting = <T>(promise: Promise<T>) => {
    const timer = setTimeout(() => abort.abort(), limits.idleMs);
    return promise.finally(() => clearTimeout(timer));
  };
  let response: Awaited<ReturnType<typeof fetch>>;
  for (let redirects = 0; ; redirects++) {
    try {
      response = await waiting(fetch(url, { signal: abort.signal, dispatcher: agent, redirect: 'manual' }));
    } catch (error) {
      done();
      const cause = error instanceof Error ? error.cause : undefined;
      const reason = abort.signal.aborted
        ? `no answer within ${limits.idleMs} ms`
        : cause instanceof DestinationRefusedError
          ? cause.message
          : String(error);
      throw new FetchError(`${url.href} could not be fetched: ${reason}`);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) break;
    if (redirects === MOST_REDIRECTS) {
      done();
      throw new FetchError(`${url.href} redirects more than ${MOST_REDIRECTS} times`);
    }
    await response.body?.cancel();
    url = await allowedUrl(location, url, networks).catch((error: unknown) => {
      done();
      throw error;
    });
  }
  const length = Number(response.headers.get('content-length'));
  const refusal = !response.ok
    ? `${url.href} answered ${response.status}`
    : Number.isFinite(length) && length > limits.maxBytes
      ? `${url.href} is ${length} bytes, more than the ${limits.maxBytes} allowed`
      : null;
  if (refusal !== null || !response.body) {
    done();
    throw new FetchError(refusal ?? `${url.href} answered no body`);
  }
  const reader = response.body.getReader();
  return (async function* () {
    let total = 0;
    try {
      for (let next = await waiting(reader.read()); !next.done; next = await waiting(reader.read())) {
        total += next.value.length;
        if (total > limits.maxBytes)
          throw new InputCutError(`the file is larger than ${limits.maxBytes} bytes`);
        yield next.value;
      }
    } catch (error) {
      if (abort.signal.aborted) throw new InputCutError(`nothing arrived for ${limits.idleMs} ms`);
      throw error;
    } finally {
      done();
    }
  })();
}
