import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningProcess {
  url: string;
  /** The process id, for reading what the process itself spends (cpu-time.ts). */
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

let serverBuilt = false;

/** The server's build (apps/server/scripts/build.mjs), made once per bench run, so it is the current source. */
function buildServer() {
  if (serverBuilt) return;
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server did not build');
  serverBuilt = true;
}

function spawnServer(port: number, env: Record<string, string>, nodeArgs: string[] = []) {
  buildServer();
  return spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', ...(nodeArgs.length > 0 ? (['ipc'] as const) : [])],
  });
}

/** The real server in its own process, as `npm start` runs it: built, then run by node. */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningProcess> {
  const child = spawnServer(port, env);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 600_000);
  return { url, pid: child.pid ?? 0, stop: stopper(child) };
}

export interface MeasuredProcess extends RunningProcess {
  /** The server's own memory (after a full garbage collection), asked over its IPC channel. */
  memory(): Promise<NodeJS.MemoryUsage>;
}

/** The real server as startServer runs it, able to report its memory (lib/report-memory.mjs). */
export async function startMeasuredServer(
  port: number,
  env: Record<string, string>,
): Promise<MeasuredProcess> {
  const preload = path.join(import.meta.dirname, 'report-memory.mjs');
  const child = spawnServer(port, env, ['--expose-gc', '--import', preload]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 600_000);
  const memory = () =>
    new Promise<NodeJS.MemoryUsage>((resolve) => {
      child.once('message', (message) => resolve((message as { memory: NodeJS.MemoryUsage }).memory));
      child.send('memory');
    });
  return { url, pid: child.pid ?? 0, stop: stopper(child), memory };
}

/** A bare node:http server answering precomputed bytes, the yardstick the ratios are taken against. */
export async function startBareServer(port: number, responsesFile: string): Promise<RunningProcess> {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.mjs'), String(port), responsesFile],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/ready`, child, 10_000);
  return { url, pid: child.pid ?? 0, stop: stopper(child) };
}
