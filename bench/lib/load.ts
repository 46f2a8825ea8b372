import autocannon from 'autocannon';

export interface BenchRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export async function load(
  url: string,
  request: BenchRequest,
  options: { connections: number; seconds: number; timeoutSeconds?: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: url + request.path,
    method: request.method,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds ?? 10,
    headers: { 'content-type': 'application/json' },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return figuresOf(result);
}

/** The figures every bench prints, from an autocannon result. */
export function figuresOf(result: autocannon.Result): LoadFigures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timeOne(url: string, request: BenchRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(url + request.path, {
    method: request.method,
    headers: { 'content-type': 'application/json' },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${request.name} answered ${response.status}`);
  return performance.now() - started;
}

/** Sequential requests, each timed from the client; for latency of answers that are not cached. */
export async function timeEach(url: string, requests: BenchRequest[]): Promise<number[]> {
  return timeConcurrently(url, requests, 1);
}

/**
 * The requests sent by `concurrency` clients at once, each client sending its next as soon as its last
 * is answered; every request timed from the client, so a request's time includes its wait in line.
 */
export async function timeConcurrently(
  url: string,
  requests: BenchRequest[],
  concurrency: number,
): Promise<number[]> {
  const timings: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      if (request) timings.push(await timeOne(url, request));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return timings;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
