import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, inject, test } from 'vitest';
import { databaseUrl, runAsAdmin } from './testing/databases.js';
import { PRODUCTION_SETTINGS } from './testing/production-env.js';

const SERVER_ENTRY = path.resolve(import.meta.dirname, 'server.ts');

/** Every server a test started: one a failed assertion left running is killed, not left to run on. */
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function startServerProcess(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      MEDIA_CLIP_SECONDS: '4',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // a first request must not be turned away because a shared test machine stalls the event loop
      // (under-pressure answered /healthz 503 just after a start on a loaded machine)
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const watch = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(watch);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(watch);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

/** Processes whose working folder is inside `folder` (Linux /proc): an ffmpeg left behind would be one. */
function processesWorkingIn(folder: string): string[] {
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readlinkSync(`/proc/${pid}/cwd`).startsWith(folder);
    } catch {
      return false;
    }
  });
}

test('a second server on the same data folder refuses to start, and the first stops cleanly on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-server-'));
  fs.cpSync(inject('testDatabases').pgliteTemplateDir, path.join(dataDir, 'db'), { recursive: true });

  const first = startServerProcess(dataDir);
  const url = await first.listening;
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect(first.output()).toContain('this is the demo');
  // demo media is made after listening: the server answers at once and says it is preparing
  expect(await (await fetch(`${url}/media/status`)).json()).toMatchObject({
    Result: { State: 'preparing' },
  });

  const second = startServerProcess(dataDir);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(
    `The data folder ${path.join(dataDir, 'db')} is in use by another running server`,
  );

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('stopped cleanly');
  // the encoder of a clip under way stopped with the server, instead of running on without it
  expect(processesWorkingIn(dataDir)).toEqual([]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** Starts a server on `dataDir` and answers how long it took to serve its health check. */
async function serving(dataDir: string) {
  const start = performance.now();
  const server = startServerProcess(dataDir, { MEDIA_GENERATE: 'false', RENEWAL_INTERVAL_MS: '0' });
  const url = await server.listening;
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  return { server, milliseconds: performance.now() - start };
}

test('after a SIGKILL the server starts again on its folder at once, and a second live one is still refused', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-server-'));
  fs.cpSync(inject('testDatabases').pgliteTemplateDir, path.join(dataDir, 'db'), { recursive: true });
  const first = await serving(dataDir);
  first.server.child.kill('SIGKILL');
  await first.server.exited;

  const again = await serving(dataDir);
  console.log(
    `serving ${again.milliseconds.toFixed(0)} ms after starting again from a SIGKILL ` +
      `(the first start: ${first.milliseconds.toFixed(0)} ms)`,
  );
  expect(again.server.output()).not.toContain('in use by another running server');

  const second = startServerProcess(dataDir);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(
    `is in use by another running server (process ${again.server.child.pid})`,
  );
  again.server.child.kill('SIGTERM');
  expect(await again.server.exited).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

test('with NODE_ENV=production the published keys, the demo outbox, the sandbox and the embedded database stop the server, each named', async () => {
  const server = startServerProcess(fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-server-')), {
    NODE_ENV: 'production',
  });
  expect(await server.exited).toBe(1);
  for (const setting of [
    'API_KEY',
    'MEDIA_LINK_SECRET',
    'SMTP_URL',
    'SMS_PROVIDER',
    'PAYMENT_PROVIDER',
    'DATABASE_URL',
  ]) {
    expect(server.output()).toMatch(new RegExp(`^  ${setting}="[^"]*": .*NODE_ENV=production`, 'm'));
  }
});

const postgres = inject('testDatabases').postgres;

// the done-when of issue 32: production on PostgreSQL with every required setting serves, and serves
// nothing it was not given
test.runIf(postgres)(
  'production on PostgreSQL with every required setting starts empty and is ready',
  async () => {
    const adminUrl = postgres!.adminUrl;
    const name = `sahra_production_${process.pid}_${Date.now()}`;
    await runAsAdmin(adminUrl, `create database ${name}`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-production-'));
    try {
      const server = startServerProcess(dataDir, {
        ...PRODUCTION_SETTINGS,
        DATABASE_URL: databaseUrl(adminUrl, name),
      });
      const url = await server.listening;
      expect(server.output()).not.toContain('this is the demo');
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ Result: { ready: true } });
      // no demo catalog, guide or clips: no channel in the guide, no title, no media being made
      expect(await (await fetch(`${url}/epg/instant/0`)).json()).toMatchObject({ Success: true, Result: [] });
      const item = await fetch(`${url}/api/GetItemById?id=1&apiKey=${PRODUCTION_SETTINGS.API_KEY}`);
      expect(item.status).toBe(404);
      expect(fs.existsSync(path.join(dataDir, 'media', 'clips'))).toBe(false);
      // and the map of the calls is not published
      expect((await fetch(`${url}/docs/api`)).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  120_000,
);

test('a bad configuration value stops the server with a message naming it', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, PORT: 'http' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('Invalid configuration');
  expect(stderr).toContain('PORT="http"');
});
