/**
 * The programme guide: what the demo guide adds to the first start (the catalog seed and then the
 * demo guide's generation and import, 11 days of XMLTV for every channel, timed in this process on
 * an empty PGlite folder), the same day's later starts, and the p50/p95 of the guide grid page
 * (8 hours × 80 channels) answered uncached (every request a distinct window) by the real server,
 * on the embedded default (PGlite) and on PostgreSQL, one request at a time and under load (several
 * clients at once, each request timed with its wait). Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from './lib/postgres.js';
import { percentile, timeConcurrently, timeEach, type BenchRequest } from './lib/load.js';
import { REPO_ROOT, startServer, type RunningProcess } from './lib/processes.js';
import { ensureCatalog } from '../apps/server/src/modules/catalog/demo/ensure-catalog.js';
import { ensureDemoGuide } from '../apps/server/src/modules/guide/demo-guide-job.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openStorage } from '../apps/server/src/platform/db.js';
import { migrate } from '../apps/server/src/platform/migrate.js';

const REQUESTS = 200;
/** Clients asking at once for "under load": a busy minute's viewers opening the guide together. */
const LOAD_CONCURRENCY = 10;
const CHANNELS = 80;
const HOURS = 8;
const TARGET_P95_MS = 20;
const MINUTE_MS = 60_000;

/** Seeds an empty PGlite folder as the first start does, timing the catalog and the demo guide apart. */
async function firstStartSteps(dataDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const storage = await openStorage(loadConfig({ DATA_DIR: dataDir }));
  try {
    await migrate(storage);
    const timed = async (step: () => Promise<unknown>) => {
      const started = performance.now();
      await step();
      return performance.now() - started;
    };
    const quiet = { info: () => undefined, error: () => undefined };
    const now = new Date();
    return {
      catalog: await timed(() => ensureCatalog(storage.db, { scale: 1, log: quiet, now: new Date() })),
      guide: await timed(() => ensureDemoGuide(storage.db, { now, log: quiet })),
      laterStart: await timed(() => ensureDemoGuide(storage.db, { now, log: quiet })),
    };
  } finally {
    await storage.close();
  }
}

/** Grid windows each a minute apart: every request is a new answer for the server to compute. */
function gridRequests(from: number, count: number): BenchRequest[] {
  return Array.from({ length: count }, (_, index) => {
    const window = new Date(from + index * MINUTE_MS).toISOString();
    return {
      name: `grid ${window}`,
      method: 'GET',
      path: `/epg/grid?from=${window}&hours=${HOURS}&channelPage=0&channelPageSize=${CHANNELS}&language=en`,
    };
  });
}

const figures = (timings: number[]) =>
  `p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms (target ≤ ${TARGET_P95_MS})`;

async function gridFigures(server: RunningProcess, label: string) {
  const now = Date.now();
  // cold code and pages first: a warm-up over other windows
  await timeEach(server.url, gridRequests(now - 2 * 86_400_000, 30));
  const alone = await timeEach(server.url, gridRequests(now - 3_600_000, REQUESTS));
  // another set of windows, so that no answer of the first run is still in the minute's cache
  const loaded = await timeConcurrently(
    server.url,
    gridRequests(now - 26 * 3_600_000, REQUESTS),
    LOAD_CONCURRENCY,
  );
  // the machine may be shared: its load says how far the figures are this server's own
  const grid = `Guide grid ${HOURS} h × ${CHANNELS} channels on ${label}, uncached (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`;
  console.log(`${grid}, concurrency 1: ${figures(alone)} over ${alone.length} distinct windows`);
  console.log(
    `${grid}, under load (${LOAD_CONCURRENCY} concurrent clients): ${figures(loaded)} over ${loaded.length} distinct windows`,
  );
}

console.log('\n## Programme guide');
const dataDir = path.join(REPO_ROOT, 'bench/.data/guide');
const steps = await firstStartSteps(dataDir);
console.log(
  `First start on PGlite: catalog seed ${steps.catalog.toFixed(0)} ms, then the demo guide ` +
    `${steps.guide.toFixed(0)} ms; a later start the same day spends ${steps.laterStart.toFixed(1)} ms on it`,
);
// no demo media: encoding it in the background would time ffmpeg, not the guide
const embedded = await startServer(18101, { DATA_DIR: dataDir, MEDIA_GENERATE: 'false' });
try {
  await gridFigures(embedded, 'PGlite');
} finally {
  await embedded.stop();
}
const postgres = await startServer(18102, {
  DATABASE_URL: await freshPostgres('sahra_bench_guide'),
  MEDIA_GENERATE: 'false',
});
try {
  await gridFigures(postgres, 'PostgreSQL');
} finally {
  await postgres.stop();
}
