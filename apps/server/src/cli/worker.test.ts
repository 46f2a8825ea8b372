import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from '../testing/recording-kit.js';
import { createTestApp, testDatabaseKinds, type TestApp } from '../testing/test-app.js';

const WORKER_ENTRY = path.resolve(import.meta.dirname, 'worker.ts');

/** `npm run worker` as a process of its own, its output kept. */
function workerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe.runIf(testDatabaseKinds().includes('postgres'))('the worker command on PostgreSQL', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp('postgres');
  }, 120_000);
  afterAll(async () => server.close());

  test('runs the background jobs without a web server, and stops cleanly on SIGTERM', async () => {
    const worker = workerProcess({ DATABASE_URL: server.databaseUrl!, RENEWAL_INTERVAL_MS: '1000' });
    try {
      const run = await waitFor(
        'the worker to run the money jobs',
        async () =>
          (await server.storage.db
            .selectFrom('background_job')
            .select('last_outcome')
            .where('name', '=', 'money')
            .where('last_ended_at', 'is not', null)
            .executeTakeFirst()) ?? undefined,
        60_000,
      );
      expect(run.last_outcome).toBe('ok');
      expect(worker.output()).toContain('"msg":"worker started"');
      expect(worker.output()).not.toContain('Server listening');
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('stopped cleanly');
    } finally {
      worker.child.kill('SIGKILL');
    }
  }, 120_000);
});

test('on PGlite the worker command is refused with a message naming the way out, not a stack trace', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-worker-'));
  const worker = workerProcess({ DATABASE_URL: '', DATA_DIR: dataDir });
  expect(await worker.exited).toBe(1);
  expect(worker.output()).toContain(
    'ROLES="worker": leaves api to another process, which cannot open PGlite\'s data folder',
  );
  expect(worker.output()).not.toMatch(/\n\s+at /);
  // refused before opening anything
  expect(fs.readdirSync(dataDir)).toEqual([]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);
