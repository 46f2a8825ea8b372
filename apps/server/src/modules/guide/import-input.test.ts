import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseNetworks, type Networks } from '../../platform/url-policy.js';
import { FetchError, InputCutError, fetchBytes, textOf } from './import-input.js';

/** SOURCE_NETWORKS as config.ts reads it. */
const networks = (...ranges: string[]) => parseNetworks(ranges) as Networks;
/** The test's feeds are on this machine: the loopback range is let through where a test says so. */
const LOOPBACK = networks('127.0.0.0/8');

async function* bytesOf(buffer: Buffer, size: number) {
  for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
}

async function all(chunks: AsyncIterable<string>) {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

const text = '\uFEFF<tv><programme title="نشرة الأخبار"/></tv>\n'.repeat(50);

test('gzip is told by its first bytes, however the bytes are cut; UTF-8 split across chunks and a BOM are read right', async () => {
  for (const size of [1, 3, 4096]) {
    expect(await all(textOf(bytesOf(gzipSync(text), size), 1e6))).toBe(text.replace(/^\uFEFF/, ''));
    expect(await all(textOf(bytesOf(Buffer.from(text), size), 1e6))).toBe(text.replace(/^\uFEFF/, ''));
  }
  expect(await all(textOf(bytesOf(Buffer.alloc(0), 1), 1e6))).toBe('');
});

test('text past the cap, a gzip bomb included, stops with InputCutError after what came before', async () => {
  const bomb = gzipSync(Buffer.alloc(10_000_000, 'a'));
  expect(bomb.length).toBeLessThan(20_000);
  const read: string[] = [];
  const error = await (async () => {
    for await (const chunk of textOf(bytesOf(bomb, 1024), 100_000)) read.push(chunk);
  })().catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(InputCutError);
  expect(read.join('').length).toBeLessThanOrEqual(100_000);
});

let server: http.Server;
let origin = '';
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/stall') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.write('<tv>');
      return; // and nothing more
    }
    if (request.url?.startsWith('/redirect?to='))
      return void response.writeHead(302, { location: decodeURIComponent(request.url.slice(13)) }).end();
    if (request.url === '/big')
      return void response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test('a feed that stops sending is given up after the idle time, keeping what came', async () => {
  const chunks: Uint8Array[] = [];
  const error = await (async () => {
    for await (const chunk of await fetchBytes(`${origin}/stall`, { idleMs: 300, maxBytes: 1e6 }, LOOPBACK))
      chunks.push(chunk);
  })().catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(InputCutError);
  expect(Buffer.concat(chunks).toString()).toBe('<tv>');
});

test('only http(s) is fetched; an error status or a declared size over the cap is refused before reading', async () => {
  const refusal = (url: string, maxBytes = 1e6) =>
    fetchBytes(url, { idleMs: 1000, maxBytes }, LOOPBACK).then(
      () => null,
      (reason: unknown) => reason,
    );
  for (const url of ['file:///etc/passwd', 'data:text/xml,<tv/>', 'ftp://x/guide.xml', 'not a url'])
    expect(await refusal(url)).toBeInstanceOf(FetchError);
  expect(await refusal(`${origin}/missing`)).toMatchObject({
    message: expect.stringMatching(/answered 404/),
  });
  expect(await refusal(`${origin}/big`, 1000)).toMatchObject({
    message: expect.stringMatching(/more than the 1000/),
  });
});

test('where an operator-given URL may lead: public addresses, and private ones only when SOURCE_NETWORKS lists them; every redirect judged again', async () => {
  const refusal = (url: string, allowed: Networks) =>
    fetchBytes(url, { idleMs: 1000, maxBytes: 1e6 }, allowed).then(
      () => null,
      (reason: unknown) => reason,
    );
  const port = new URL(origin).port;
  // by default this machine's services are out of reach, by address or by a name that leads there
  for (const url of [
    `${origin}/big`,
    `http://localhost:${port}/big`,
    `http://[::1]:${port}/big`,
    'http://10.1.2.3/guide.xml',
    'http://169.254.169.254/latest/meta-data',
  ])
    expect(await refusal(url, networks())).toMatchObject({
      message: expect.stringMatching(
        /may not be fetched: .*(loopback|private|linkLocal) address, which SOURCE_NETWORKS does not list/,
      ),
    });
  // listed, the range is reached
  expect(await refusal(`${origin}/missing`, networks('127.0.0.1'))).toMatchObject({
    message: expect.stringMatching(/answered 404/),
  });
  // a redirect out of the listed range is refused before it is followed
  const away = `${origin}/redirect?to=${encodeURIComponent(`http://[::1]:${port}/big`)}`;
  expect(await refusal(away, networks('127.0.0.1'))).toMatchObject({
    message: expect.stringMatching(/\[::1\].*may not be fetched: ::1 is a loopback address/),
  });
});
