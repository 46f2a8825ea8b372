import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
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
  const first = await cache.keep('k', compute);
  const second = await cache.keep('k', compute);
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
  await cache.keep('a', counting(1000));
  await cache.keep('b', counting(1000));
  await cache.keep('a', counting(1000)); // a is now the most recently used
  await cache.keep('c', counting(1000));
  await cache.keep('d', counting(1000)); // over 3000 bytes: b goes
  expect(computed).toBe(4);
  await cache.keep('a', counting(1000));
  expect(computed).toBe(4);
  await cache.keep('b', counting(1000));
  expect(computed).toBe(5);
});

test('within a second of a catalog change every kept answer is computed again', async () => {
  const cache = new CatalogCache(server.storage.db);
  let computed = 0;
  const compute = async () => ++computed;
  await cache.keep('k', compute);
  await CatalogCache.bumpVersion(server.storage.db);
  await setTimeout(1100);
  await cache.keep('k', compute);
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
  const answers = await Promise.all([1, 2, 3].map(() => cache.keep('burst', compute)));
  expect(computed).toBe(1);
  expect(answers.map((answer) => answer.toString())).toEqual(['"answer"', '"answer"', '"answer"']);
});

const titleContract = z.object({ title: z.string(), year: z.number().optional() });

test('an answer that fits its contract is kept and served as its JSON bytes', async () => {
  const cache = new CatalogCache(server.storage.db, { checksAnswers: true });
  const json = await cache.answer('fits', titleContract, async () => ({ title: 'Bab Al Hara', year: 2006 }));
  expect(JSON.parse(json.toString('utf8'))).toEqual({ title: 'Bab Al Hara', year: 2006 });
});

test('checking answers, one that breaks its contract fails with the answer and the field named', async () => {
  const cache = new CatalogCache(server.storage.db, { checksAnswers: true });
  const broken = async () => ({ title: 7 }) as unknown as z.output<typeof titleContract>;
  await expect(cache.answer('broken', titleContract, broken)).rejects.toThrow(
    /catalog answer broken breaks its contract[\s\S]*title/,
  );
});

test('checking answers, one that carries a field its contract does not name fails', async () => {
  const cache = new CatalogCache(server.storage.db, { checksAnswers: true });
  const wider = async () => ({ title: 'Bab Al Hara', secret: 'x' });
  await expect(cache.answer('wider', titleContract, wider)).rejects.toThrow(
    'catalog answer wider carries fields its contract does not name',
  );
});

test('checking answers, a value that JSON turns into something else (a Date) breaks its contract', async () => {
  const cache = new CatalogCache(server.storage.db, { checksAnswers: true });
  const contract = z.object({ at: z.date() });
  await expect(cache.answer('date', contract, async () => ({ at: new Date(0) }))).rejects.toThrow(
    'breaks its contract',
  );
});

test('without checking, an answer is served as computed', async () => {
  const cache = new CatalogCache(server.storage.db);
  const wider = async () => ({ title: 'Bab Al Hara', secret: 'x' });
  const json = await cache.answer('unchecked', titleContract, wider);
  expect(JSON.parse(json.toString('utf8'))).toEqual({ title: 'Bab Al Hara', secret: 'x' });
});
