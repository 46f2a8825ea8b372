import autocannon from 'autocannon';
import type { RunningProcess } from './lib/processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Uncached catch-up pages (random deep page indexes), so the database is the bottleneck. */
async function run(url: string, connections: number) {
  const result = await autocannon({
    url: `${url}/api/GetFilteredVideos`,
    connections,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            Categories: [10002],
            ContentTypes: [2, 4, 6, 8],
            PageSize: 20,
            PageIndex: Math.floor(Math.random() * 100_000),
            SortType: 'Custom',
            CustomSortField: 'broadcastdate',
            SortDirection: 'DESC',
          }),
        }),
      },
    ],
  });
  const statuses = result.statusCodeStats as Record<string, { count: number } | undefined>;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    served503: statuses['503']?.count ?? 0,
    ok: result['2xx'],
  };
}

/** Finds the concurrency where throughput stops growing, then loads the server at twice that. */
export async function runOverload(server: RunningProcess) {
  let best = { connections: 1, rps: 0 };
  for (const connections of [1, 2, 4, 8, 16, 32, 64]) {
    const figures = await run(server.url, connections);
    if (figures.rps > best.rps * 1.05) best = { connections, rps: figures.rps };
  }
  console.log(
    `Overload: saturates at ${best.connections} connections (${best.rps.toFixed(0)} req/s uncached)`,
  );
  // twice the saturating concurrency (the target), and a harder 256 connections for a wider view
  for (const connections of [best.connections * 2, 256]) {
    const figures = await run(server.url, connections);
    console.log(
      `  at ${connections} connections: p99 ${figures.p99} ms (target < 2000), client time-outs ` +
        `${figures.timeouts} (target 0), 503 answers ${figures.served503}, served ${figures.ok}`,
    );
  }
}
