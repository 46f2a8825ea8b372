import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { CatalogCache } from './catalog-cache.js';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp('pglite');
});
afterAll(() => server.close());

/** An answer of about `bytes` bytes of JSON. */
const answerOf = (bytes: number) => async () => 'x'.repeat(bytes - 2);

test('an answer is computed once and then served as the same UTF-8 JSON bytes', async () => {
  const cache = new CatalogCache(server.storage.db);
  let computed = 0;
  const compute = async () => {
    computed++;
    return { title: 'باب الحارة' };
  };
  const first = await cache.answer('k', compute);
  const second = await cache.answer('k', compute);
  expect(computed).toBe(1);
  expect(second).toBe(first);
  expect(JSON.parse(first.toString('utf8'))).toEqual({ title: 'باب الحارة' });
});

test('past its byte budget the cache lets go of the least recently used answers first', async () => {
  const cache = new CatalogCache(server.storage.db, { maxBytes: 3000 });
  let computed = 0;
  const counting = (bytes: number) => async () => {
    computed++;
    return answerOf(bytes)();
  };
  await cache.answer('a', counting(1000));
  await cache.answer('b', counting(1000));
  await cache.answer('a', counting(1000)); // a is now the most recently used
  await cache.answer('c', counting(1000));
  await cache.answer('d', counting(1000)); // over 3000 bytes: b goes
  expect(computed).toBe(4);
  await cache.answer('a', counting(1000));
  expect(computed).toBe(4);
  await cache.answer('b', counting(1000));
  expect(computed).toBe(5);
});

test('within a second of a catalog change every kept answer is computed again', async () => {
  const cache = new CatalogCache(server.storage.db);
  let computed = 0;
  const compute = async () => ++computed;
  await cache.answer('k', compute);
  await CatalogCache.bumpVersion(server.storage.db);
  await setTimeout(1100);
  await cache.answer('k', compute);
  expect(computed).toBe(2);
});

test('requests for an answer being computed wait for that one computation', async () => {
  const cache = new CatalogCache(server.storage.db);
  let computed = 0;
  const compute = async () => {
    computed++;
    await setTimeout(50);
    return 'answer';
  };
  const answers = await Promise.all([1, 2, 3].map(() => cache.answer('burst', compute)));
  expect(computed).toBe(1);
  expect(answers.map((answer) => answer.toString())).toEqual(['"answer"', '"answer"', '"answer"']);
});
