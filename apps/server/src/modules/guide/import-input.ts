import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * A file stopped before its end: larger than the import's cap, a download that stalled or broke, a
 * gzip cut short. What was read before it is still imported.
 */
export class InputCutError extends Error {}

/** `?url=` or GUIDE_URL could not be fetched: nothing was read. */
export class FetchError extends Error {}

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

/**
 * The body of an http(s) URL as a stream of bytes, for an operator's `?url=` or GUIDE_URL: no other
 * scheme (no file:, data: or ftp:), a time-out while nothing arrives, a cap on the bytes. The URL is
 * the operator's own choice, so private addresses are allowed: guides are often on the LAN.
 */
export async function fetchBytes(text: string, limits: FetchLimits): Promise<AsyncIterable<Uint8Array>> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchError(`"${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchError(`only http and https guides can be fetched, not ${url.protocol}//`);
  const abort = new AbortController();
  // the time-out runs only while waiting on the feed, never while the import writes what came
  const waiting = <T>(promise: Promise<T>) => {
    const timer = setTimeout(() => abort.abort(), limits.idleMs);
    return promise.finally(() => clearTimeout(timer));
  };
  let response: Response;
  try {
    // redirects are followed by fetch only to http(s)
    response = await waiting(fetch(url, { signal: abort.signal }));
  } catch (error) {
    const reason = abort.signal.aborted ? `no answer within ${limits.idleMs} ms` : String(error);
    throw new FetchError(`${url.href} could not be fetched: ${reason}`);
  }
  const length = Number(response.headers.get('content-length'));
  const refusal = !response.ok
    ? `${url.href} answered ${response.status}`
    : Number.isFinite(length) && length > limits.maxBytes
      ? `${url.href} is ${length} bytes, more than the ${limits.maxBytes} allowed`
      : null;
  if (refusal !== null || !response.body) {
    abort.abort();
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
      abort.abort();
    }
  })();
}
