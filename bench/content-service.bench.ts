/**
 * Content-service throughput against a bare node:http server answering the same bytes
 * (autocannon, 50 connections, alternating runs, median of 3), on the embedded default and on
 * PostgreSQL with the 30× catalog; then the overload behaviour. Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { load, median, type BenchRequest } from './lib/load.js';
import { REPO_ROOT, startBareServer, startServer, type RunningProcess } from './lib/processes.js';
import { runOverload } from './overload.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function catalogRequests(server: RunningProcess): Promise<BenchRequest[]> {
  const firstValue = async (fieldName: string) => {
    const response = await fetch(
      `${server.url}/api/GetCustomValuesByCategoryId?categoryId=10002&fieldName=${fieldName}&pageSize=1`,
    );
    const envelope = (await response.json()) as { Result: { Items: { UrlEncodedName: string }[] } };
    const value = envelope.Result.Items[0]?.UrlEncodedName;
    if (!value) throw new Error(`no ${fieldName} values in the catalog`);
    return value;
  };
  const [channel, genre] = [await firstValue('channel'), await firstValue('genre')];
  return [
    {
      name: 'GetFilteredVideos (catch-up, channel + genre, by broadcastdate)',
      method: 'POST',
      path: '/api/GetFilteredVideos',
      body: {
        Categories: [10002],
        ContentTypes: [2, 4, 6, 8],
        PageSize: 20,
        PageIndex: 0,
        SortType: 'Custom',
        CustomSortField: 'broadcastdate',
        SortDirection: 'DESC',
        CustomFilters: [
          { Name: 'channel', Value: channel, FilterMode: 'AND_WHEN_EXISTS' },
          { Name: 'genre', Value: genre, FilterMode: 'AND_WHEN_EXISTS' },
        ],
      },
    },
    {
      name: 'AutoComplete',
      method: 'POST',
      path: '/api/AutoComplete',
      body: { ContentTypes: [3, 6, 8], PageSize: 10, PageIndex: 0, Text: 'bab el hara' },
    },
    { name: 'GetListAndItemsByListId', method: 'GET', path: '/api/GetListAndItemsByListId?listId=1035' },
  ];
}

async function recordResponses(server: RunningProcess, requests: BenchRequest[]): Promise<string> {
  const recorded = [];
  for (const request of requests) {
    const response = await fetch(server.url + request.path, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    if (!response.ok) throw new Error(`${request.name} answered ${response.status}`);
    recorded.push({ method: request.method, path: request.path, body: await response.text() });
  }
  const file = path.join(os.tmpdir(), `sahra-bench-responses-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(recorded));
  return file;
}

async function compare(label: string, env: Record<string, string>) {
  console.log(`\n## ${label}`);
  // the demo media is made by ffmpeg after the server listens: it would take the cores the figures measure
  const server = await startServer(18080, { ...env, MEDIA_GENERATE: 'false' });
  try {
    const requests = await catalogRequests(server);
    const bare = await startBareServer(18081, await recordResponses(server, requests));
    try {
      for (const request of requests) {
        const ours = [];
        const theirs = [];
        for (let round = 0; round < 3; round++) {
          ours.push(await load(server.url, request, { connections: 50, seconds: SECONDS }));
          theirs.push(await load(bare.url, request, { connections: 50, seconds: SECONDS }));
        }
        const oursRps = median(ours.map((run) => run.rps));
        const bareRps = median(theirs.map((run) => run.rps));
        const p99 = median(ours.map((run) => run.p99));
        const failures = ours.reduce((sum, run) => sum + run.errors + run.non2xx + run.timeouts, 0);
        console.log(
          `${request.name}: ${oursRps.toFixed(0)} req/s vs bare ${bareRps.toFixed(0)} req/s → ` +
            `ratio ${(oursRps / bareRps).toFixed(2)} (target ≥ 0.50); p99 ${p99} ms (target < 50); failures ${failures}`,
        );
      }
    } finally {
      await bare.stop();
    }
    await runOverload(server);
  } finally {
    await server.stop();
  }
}

async function ensurePostgresDatabase(name: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const embeddedDir = path.join(REPO_ROOT, 'bench/.data/embedded');
await compare('Embedded default (PGlite, demo catalog)', { DATA_DIR: embeddedDir });
if (process.env.BENCH_SKIP_POSTGRES !== '1') {
  const url = await ensurePostgresDatabase('sahra_bench_30x');
  await compare('PostgreSQL, 30× catalog', {
    DATABASE_URL: url,
    SEED_SCALE: '30',
    DATA_DIR: path.join(REPO_ROOT, 'bench/.data/pg30'),
  });
}
