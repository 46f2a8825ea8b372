import { Worker } from 'node:worker_threads';
import { expect, test } from 'vitest';
import { keptRunning, type Running } from './kept-running.js';

/**
 * A real worker thread that crashes (an uncaught error) `crashes` times at start, then runs until it is
 * told to stop, as the recorder's thread does.
 */
function threads(crashes: number) {
  let started = 0;
  const start = (): Running => {
    const crash = started++ < crashes;
    const thread = new Worker(
      crash
        ? 'throw new Error("the thread broke")'
        : `const { parentPort } = require('node:worker_threads');
           parentPort.once('message', () => process.exit(0));`,
      { eval: true },
    );
    // an uncaught error in a thread is reported here, and the thread then exits with code 1
    thread.on('error', () => undefined);
    const exited = new Promise<number>((resolve) => thread.once('exit', resolve));
    return {
      exited,
      async stop() {
        thread.postMessage('stop');
        await exited;
      },
    };
  };
  return { start, started: () => started };
}

const timing = { firstMs: 20, mostMs: 80, steadyMs: 60_000 };

test('a thread that crashes is started again, backing off while it keeps crashing, and a stop ends it for good', async () => {
  const warnings: object[] = [];
  const log = { warn: (details: object) => warnings.push(details) };
  const { start, started } = threads(3);
  const kept = keptRunning(start, log, 'the test thread', timing);
  await expect.poll(() => started(), { timeout: 10_000 }).toBe(4);
  expect(kept.restarts()).toBe(3);
  expect(warnings).toEqual([
    { exitCode: 1, restartInMs: 20 },
    { exitCode: 1, restartInMs: 40 },
    { exitCode: 1, restartInMs: 80 },
  ]);
  await kept.stop();
  // stopped on request: not started again
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(started()).toBe(4);
  expect(warnings).toHaveLength(3);
});

test('stopped while a restart waits, nothing starts again', async () => {
  const warnings: object[] = [];
  const { start, started } = threads(1);
  const kept = keptRunning(start, { warn: (details) => warnings.push(details) }, 'the test thread', {
    ...timing,
    firstMs: 300,
  });
  // the crash is seen and its restart waits 300 ms: stop now
  await expect.poll(() => warnings.length).toBe(1);
  await kept.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect([started(), kept.restarts()]).toEqual([1, 0]);
});
