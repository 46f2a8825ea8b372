/**
 * The programme guide: how long the first start takes with and without the demo guide (seeding an
 * empty data folder, then generating and importing 11 days of XMLTV for every channel), and the
 * p50/p95 of the guide grid page (8 hours × 80 channels) answered uncached (every request a distinct
 * window), on the embedded default (PGlite) and on PostgreSQL. Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { percentile, timeEach, type BenchRequest } from './lib/load.js';
import { REPO_ROOT, startServer, type RunningProcess } from './lib/processes.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'sahra_bench_guide';
const REQUESTS = 200;
const CHANNELS = 80;
const HOURS = 8;
const TARGET_P95_MS = 20;
const MINUTE_MS = 60_000;

async function freshPostgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** A fresh start (empty data folder, so the catalog is seeded) timed until /healthz answers. */
async function firstStart(port: number, env: Record<string, string>) {
  const dataDir = path.join(REPO_ROOT, `bench/.data/guide-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const server = await startServer(port, { DATA_DIR: dataDir, ...env });
  return { server, seconds: (performance.now() - started) / 1000 };
}

/** Grid windows each a minute apart: every request is a new answer for the server to compute. */
function gridRequests(from: number, count: number): BenchRequest[] {
  return Array.from({ length: count }, (_, index) => {
    const window = new Date(from + index * MINUTE_MS).toISOString();
    return {
      name: `grid ${window}`,
      method: 'GET',
      path: `/epg/grid?from=${window}&hours=${HOURS}&channelPage=0&channelPageSize=${CHANNELS}&offset=3`,
    };
  });
}

async function gridFigures(server: RunningProcess, label: string) {
  const now = Date.now();
  // cold code and pages first: a warm-up over other windows
  await timeEach(server.url, gridRequests(now - 2 * 86_400_000, 30));
  const timings = await timeEach(server.url, gridRequests(now - 3_600_000, REQUESTS));
  console.log(
    `Guide grid ${HOURS} h × ${CHANNELS} channels on ${label}, uncached: p50 ${percentile(timings, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(timings, 95).toFixed(1)} ms (target ≤ ${TARGET_P95_MS}) over ${timings.length} distinct windows`,
  );
}

console.log('\n## Programme guide');
const without = await firstStart(18100, { GUIDE_DEMO: 'false' });
await without.server.stop();
const embedded = await firstStart(18101, { GUIDE_DEMO: 'true' });
console.log(
  `First start on PGlite (seeding the catalog): ${without.seconds.toFixed(1)} s without the demo guide, ` +
    `${embedded.seconds.toFixed(1)} s with it`,
);
try {
  await gridFigures(embedded.server, 'PGlite');
} finally {
  await embedded.server.stop();
}
const postgres = await firstStart(18102, { DATABASE_URL: await freshPostgres() });
try {
  await gridFigures(postgres.server, 'PostgreSQL');
} finally {
  await postgres.server.stop();
}
