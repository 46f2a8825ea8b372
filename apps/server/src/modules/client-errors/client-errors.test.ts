import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeEach, expect, test, vi } from 'vitest';
import { registerErrorHandling } from '../../platform/error-handler.js';
import { CLIENT_ERROR_REPORTS_PER_MINUTE, registerClientErrorRoutes } from './routes.js';

const REPORT = {
  message: 'TypeError: Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Card (/assets/home-abc.js:1:200)',
  url: 'http://localhost/ondemand/movies',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141',
  appVersion: '1.0.6',
};

let logLines: { level: number; msg: string; clientError?: unknown }[];
let app: FastifyInstance;

/**
 * The endpoint as buildApp serves it: zod validation, the platform's envelope errors, pino logs captured.
 * The limiter's windows run on Date, which the tests move themselves.
 */
beforeEach(async () => {
  logLines = [];
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-01-01T00:00:00Z') });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as (typeof logLines)[number]);
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerClientErrorRoutes(app);
  await app.ready();
  return async () => {
    await app.close();
    vi.useRealTimers();
  };
});

const send = (body: unknown, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

test('a report answers 204 with no body and is logged at warn with its fields', async () => {
  const response = await send(REPORT);
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
  const logged = logLines.filter((line) => line.msg === 'client error reported');
  expect(logged).toHaveLength(1);
  expect(logged[0]?.level).toBe(40);
  expect(logged[0]?.clientError).toEqual(REPORT);
});

test('a report without stack is accepted', async () => {
  const { stack: _stack, ...withoutStack } = REPORT;
  expect((await send(withoutStack)).statusCode).toBe(204);
});

test('a body that is not a report answers 400 with the envelope and is not logged as a client error', async () => {
  for (const body of [
    {},
    { ...REPORT, message: '' },
    { ...REPORT, url: 42 },
    { ...REPORT, stack: 'x'.repeat(8001) },
    '{not json',
  ]) {
    const response = await send(body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'BadRequest' });
  }
  expect(logLines.filter((line) => line.msg === 'client error reported')).toHaveLength(0);
});

test('a body over 16 KB answers 413', async () => {
  const response = await send({ ...REPORT, stack: 'x'.repeat(17 * 1024) });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'PayloadTooLarge' });
});

test('one client reporting too often gets 429 until the minute is over; other clients are not affected', async () => {
  for (let sent = 0; sent < CLIENT_ERROR_REPORTS_PER_MINUTE; sent++)
    expect((await send(REPORT)).statusCode).toBe(204);
  const refused = await send(REPORT);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('60');
  expect(refused.json()).toEqual({
    Success: false,
    Result: null,
    ErrorCode: 'Overloaded',
    ErrorMessage: 'Too many error reports; try again in a minute',
  });
  expect((await send(REPORT, '198.51.100.9')).statusCode).toBe(204);
  vi.advanceTimersByTime(59_000);
  expect((await send(REPORT)).headers['retry-after']).toBe('1');
  vi.advanceTimersByTime(1_000);
  expect((await send(REPORT)).statusCode).toBe(204);
});

test('refused reports are not logged as client errors', async () => {
  for (let sent = 0; sent <= CLIENT_ERROR_REPORTS_PER_MINUTE; sent++) await send(REPORT);
  expect(logLines.filter((line) => line.msg === 'client error reported')).toHaveLength(
    CLIENT_ERROR_REPORTS_PER_MINUTE,
  );
});
