import { expect, test } from 'vitest';
import { Admission } from './admission.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

test('no more than the allowed number of computations run at once, and the rest run in arrival order', async () => {
  const admission = new Admission(2, 10);
  const gates = [deferred(), deferred(), deferred(), deferred()];
  const started: number[] = [];
  const runs = gates.map((gate, index) =>
    admission.run(async () => {
      started.push(index);
      await gate.promise;
      return index;
    }),
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  gates[1]!.resolve();
  await runs[1];
  await Promise.resolve();
  expect(started).toEqual([0, 1, 2]);
  for (const gate of gates) gate.resolve();
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
});

test('past the queue limit a computation is refused at once with 503 and Retry-After', async () => {
  const admission = new Admission(1, 1);
  const gate = deferred();
  const first = admission.run(() => gate.promise);
  const queued = admission.run(async () => 'queued');
  await expect(admission.run(async () => 'refused')).rejects.toMatchObject({
    statusCode: 503,
    headers: { 'retry-after': expect.any(String) },
  });
  gate.resolve();
  await first;
  expect(await queued).toBe('queued');
});

test('a failing computation frees its place for the next', async () => {
  const admission = new Admission(1, 5);
  await expect(admission.run(() => Promise.reject(new Error('query failed')))).rejects.toThrow(
    'query failed',
  );
  expect(await admission.run(async () => 'next')).toBe('next');
});
