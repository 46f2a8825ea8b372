/**
 * The server process as `npm start` runs it (built JavaScript), on the embedded PGlite and on PostgreSQL:
 * how long it takes to answer, what it holds in memory once started, after a load and after the load,
 * and how long SIGTERM takes to end it with requests in flight (issue 31's targets: ≤ 300 MB on PGlite,
 * ≤ 150 MB on PostgreSQL, back within 20 % after a load, exit ≤ 2 s). Prints the figures; asserts none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { load, type BenchRequest } from './lib/load.js';
import { freshPostgres } from './lib/postgres.js';
import { REPO_ROOT, startMeasuredServer, type MeasuredProcess } from './lib/processes.js';

const MB = 1024 * 1024;
const PORT = 18190;
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const SETTLE_MS = 10_000;

const REQUESTS: BenchRequest[] = [
  {
    name: 'GetFilteredVideos',
    method: 'POST',
    path: '/api/GetFilteredVideos',
    body: { Categories: [10002], ContentTypes: [2, 4, 6, 8], PageSize: 20, PageIndex: 0 },
  },
  {
    name: 'AutoComplete',
    method: 'POST',
    path: '/api/AutoComplete',
    body: { ContentTypes: [3, 6, 8], PageSize: 10, PageIndex: 0, Text: 'bab el hara' },
  },
  { name: 'home page', method: 'GET', path: '/' },
];

interface Figures {
  storage: string;
  startMs: number;
  started: NodeJS.MemoryUsage;
  loaded: NodeJS.MemoryUsage;
  settled: NodeJS.MemoryUsage;
  exitMs: number;
  inFlight: { answered: number; refused: number };
}

const SERVER_ENV = {
  MEDIA_GENERATE: 'false',
  DEMO_BROADCASTER: 'false',
  ROLES: 'api,worker',
  RENEWAL_INTERVAL_MS: '0',
};

async function measure(storage: string, env: Record<string, string>): Promise<Figures> {
  // the first start migrates and seeds; the figures are of a later start, as a deploy's would be
  const seeding = await startMeasuredServer(PORT, env);
  await seeding.stop();
  const startedAt = performance.now();
  const server = await startMeasuredServer(PORT, env);
  const startMs = performance.now() - startedAt;
  await sleep(2_000);
  const started = await server.memory();
  for (const request of REQUESTS) {
    await load(server.url, request, { connections: 20, seconds: LOAD_SECONDS / REQUESTS.length });
  }
  const loaded = await server.memory();
  await sleep(SETTLE_MS);
  const settled = await server.memory();
  const { exitMs, inFlight } = await stopWithRequestsInFlight(server);
  return { storage, startMs, started, loaded, settled, exitMs, inFlight };
}

/** Twenty searches no cache has seen, SIGTERM as they arrive: how long the process takes to end. */
async function stopWithRequestsInFlight(server: MeasuredProcess) {
  const searches = Array.from({ length: 20 }, (_, index) =>
    fetch(`${server.url}/api/AutoComplete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ContentTypes: [3, 6, 8], PageSize: 10, PageIndex: 0, Text: `love ${index}` }),
    }).then(
      (response) => response.ok,
      () => false,
    ),
  );
  await sleep(20);
  const signalledAt = performance.now();
  await server.stop();
  const exitMs = performance.now() - signalledAt;
  const answers = await Promise.all(searches);
  return {
    exitMs,
    inFlight: { answered: answers.filter(Boolean).length, refused: answers.filter((ok) => !ok).length },
  };
}

const mb = (bytes: number) => `${Math.round(bytes / MB)}`;
const row = (figures: Figures) => {
  const { started, loaded, settled } = figures;
  const back = ((settled.rss - started.rss) / started.rss) * 100;
  return (
    `| ${figures.storage} | ${(figures.startMs / 1000).toFixed(1)} s | ${mb(started.rss)} (heap ${mb(started.heapUsed)}, ` +
    `external ${mb(started.external)}) | ${mb(loaded.rss)} | ${mb(settled.rss)} (${back >= 0 ? '+' : ''}${back.toFixed(0)} %) | ` +
    `${Math.round(figures.exitMs)} ms (${figures.inFlight.answered} answered, ${figures.inFlight.refused} refused) |`
  );
};

const pgliteDir = path.join(REPO_ROOT, 'bench/.data/server-process');
fs.rmSync(pgliteDir, { recursive: true, force: true });
const results = [await measure('PGlite', { ...SERVER_ENV, DATA_DIR: pgliteDir })];
try {
  const url = await freshPostgres('sahra_bench_server_process');
  results.push(
    await measure('PostgreSQL', { ...SERVER_ENV, DATA_DIR: `${pgliteDir}-pg`, DATABASE_URL: url }),
  );
} catch (error) {
  console.log(`PostgreSQL not measured: ${(error as Error).message}`);
}

console.log(
  `\n## The server process (built, demo catalog, no media, recorder or broadcaster; RSS in MB after a full GC; load ${LOAD_SECONDS} s at 20 connections)\n`,
);
console.log(
  '| Storage | Start to /healthz | Started | After load | 10 s later | SIGTERM with 20 requests in flight |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const figures of results) console.log(row(figures));
