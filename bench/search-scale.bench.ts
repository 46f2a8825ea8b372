/**
 * Search and catch-up at 1,000,000 titles on PostgreSQL, uncached (every query distinct): autocomplete
 * p95, results page with its TotalCount p95, channel-filtered catch-up page 1 p95. Prints figures.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { percentile, timeEach, type BenchRequest } from './lib/load.js';
import { REPO_ROOT, startServer } from './lib/processes.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'sahra_bench_1m';
const TITLES = Number(process.env.BENCH_TITLES ?? 1_000_000);

async function databaseUrl(): Promise<{ url: string; fresh: boolean }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return { url: url.toString(), fresh: exists.rowCount === 0 };
}

const { url, fresh } = await databaseUrl();
const count = new pg.Client({ connectionString: url });
await count.connect();
const titles = fresh
  ? 0
  : Number(
      (await count.query('select count(*)::int as n from content_item').catch(() => ({ rows: [{ n: 0 }] })))
        .rows[0]?.n,
    );
await count.end();
if (titles < TITLES) {
  console.log(`Seeding ${TITLES} titles into ${DATABASE} (once)…`);
  const started = Date.now();
  execFileSync('npm', ['run', 'seed', '--', '--titles', String(TITLES), '--reset'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const server = await startServer(18090, {
  DATABASE_URL: url,
  DATA_DIR: path.join(REPO_ROOT, 'bench/.data/pg1m'),
  // no demo media made beside the figures: ffmpeg would take the cores they measure
  MEDIA_GENERATE: 'false',
});
try {
  const channels = (await (
    await fetch(
      `${server.url}/api/GetCustomValuesByCategoryId?categoryId=10002&fieldName=channel&pageSize=100`,
    )
  ).json()) as { Result: { Items: { UrlEncodedName: string }[] } };
  const words = [
    'bab',
    'hara',
    'layali',
    'hayba',
    'سهرة',
    'الحارة',
    'ليالي',
    'بيت',
    'nour',
    'qamar',
    'صباح',
    'حكاية',
  ];
  const terms = words.flatMap((word, index) => [
    word,
    `${word} ${words[(index + 3) % words.length]}`,
    `${word.slice(0, 3)}`,
  ]);
  const autocomplete: BenchRequest[] = terms.map((Text) => ({
    name: `AutoComplete ${Text}`,
    method: 'POST',
    path: '/api/AutoComplete',
    body: { ContentTypes: [3, 6, 8], PageSize: 10, PageIndex: 0, Text },
  }));
  const results: BenchRequest[] = terms.map((Text) => ({
    name: `GetItemResults ${Text}`,
    method: 'POST',
    path: '/api/GetItemResults',
    body: { ContentTypes: [3, 6, 8], PageSize: 30, PageIndex: 0, Language: 'en', Text },
  }));
  const catchup: BenchRequest[] = channels.Result.Items.map(({ UrlEncodedName }) => ({
    name: `catch-up ${UrlEncodedName}`,
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
      CustomFilters: [{ Name: 'channel', Value: UrlEncodedName, FilterMode: 'AND_WHEN_EXISTS' }],
    },
  }));
  // The server's first answers run cold code (JIT) and cold database pages; a warm-up of other queries
  // (other terms, page 2 of each channel) lets the figures speak for the queries, not for start-up.
  const warmUp: BenchRequest[] = [
    ...words.map((word) => ({
      ...autocomplete[0]!,
      body: { ...(autocomplete[0]!.body as object), Text: `${word}a` },
    })),
    ...words.map((word) => ({ ...results[0]!, body: { ...(results[0]!.body as object), Text: `${word}e` } })),
    ...catchup.map((request) => ({ ...request, body: { ...(request.body as object), PageIndex: 1 } })),
  ];
  await timeEach(server.url, warmUp);
  for (const [label, requests, target] of [
    ['Autocomplete', autocomplete, 50],
    ['Search results page with TotalCount', results, 50],
    ['Channel-filtered catch-up page 1', catchup, 10],
  ] as const) {
    const timings = await timeEach(server.url, requests);
    console.log(
      `${label} at ${TITLES} titles, uncached: p50 ${percentile(timings, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(timings, 95).toFixed(1)} ms (target ≤ ${target}) over ${timings.length} distinct queries`,
    );
  }
} finally {
  await server.stop();
}
