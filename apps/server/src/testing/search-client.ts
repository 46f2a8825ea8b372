import {
  autoCompleteResponseSchema,
  envelopeSchema,
  itemResultsResponseSchema,
  type AutoCompleteEntry,
  type AutoCompleteRequest,
  type ItemResults,
  type ItemResultsRequest,
} from '@sahra/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { App } from '../app.js';

export async function postJson(app: App, url: string, body: unknown) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

/** GetItemResults, checked against the contract: status 200 and a successful envelope. */
export async function itemResults(app: App, request: ItemResultsRequest): Promise<ItemResults> {
  const answer = await postJson(app, '/api/GetItemResults', request);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = envelopeSchema(itemResultsResponseSchema).parse(answer.body).Result;
  if (result === null) throw new Error('a successful answer carries a Result');
  return result;
}

/** AutoComplete, checked against the contract. */
export async function autoComplete(app: App, request: AutoCompleteRequest): Promise<AutoCompleteEntry[]> {
  const answer = await postJson(app, '/api/AutoComplete', request);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = envelopeSchema(autoCompleteResponseSchema).parse(answer.body).Result;
  if (result === null) throw new Error('a successful answer carries a Result');
  return result;
}

export const names = (items: { Name: string }[]) => items.map((item) => item.Name);

// @fastify/under-pressure's sampling interval (its default)
const PRESSURE_SAMPLE_MS = 1000;

/**
 * PGlite runs queries on the event loop, and the first searches on a fresh copy warm its caches for a
 * second or more on a busy machine; under-pressure (maxEventLoopDelay) then answers 503 until it has
 * sampled a calm interval. Warm up once and wait for that, so the tests measure search, not warm-up.
 */
export async function warmUp(app: App) {
  await postJson(app, '/api/GetItemResults', { Text: 'باب الحارة' });
  await postJson(app, '/api/AutoComplete', { Text: 'bab el hara' });
  await sleep(PRESSURE_SAMPLE_MS + 100);
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await app.inject({ method: 'GET', url: '/healthz' })).statusCode !== 503) return;
    await sleep(PRESSURE_SAMPLE_MS / 4);
  }
}
