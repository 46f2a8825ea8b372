import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp } from '../testing/test-app.js';
import { gracefulShutdown } from './lifecycle.js';
import { registerRequestTimeout } from './request-timeout.js';

test('shutdown lets a request in flight finish before the database closes', async () => {
  const { storage, config, app: unused } = await createTestApp('pglite');
  await unused.close();
  const app = await buildApp({ config, storage, logger: false });
  const events: string[] = [];
  // shutdown begins once the request is in its handler, however long it took to arrive
  let arrived!: () => void;
  const inHandler = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await sleep(300);
    events.push('answered');
    return { done: true };
  });
  const originalClose = storage.close.bind(storage);
  storage.close = async () => {
    events.push('database closed');
    await originalClose();
  };
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const inFlight = fetch(`${address}/slow`);
  await inHandler;
  const stopped = gracefulShutdown(app, storage)('test');
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(response.headers.get('connection')).toBe('close');
  expect(await response.json()).toEqual({ done: true });
  // the answer's connection closes with it: close no longer waits for its 72 s keep-alive time-out
  await stopped;
  expect(events).toEqual(['answered', 'database closed']);
  // copying and opening a database takes long on a loaded machine; the behaviour itself is quick
}, 120_000);

test('a request that runs past the time-out gets a 503 envelope', async () => {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  registerRequestTimeout(app, 100);
  app.get('/stuck', async () => {
    await sleep(400);
    return 'late';
  });
  const response = await app.inject('/stuck');
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'Timeout', Result: null });
  await app.close();
});
