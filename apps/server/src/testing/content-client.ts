import { envelopeSchema } from '@sahra/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { App } from '../app.js';

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * app.inject, retrying the 503 "busy" answers of the overload guard as a client is told to by their
 * retry-after header: PGlite runs queries on the event loop, so a loaded test machine can trip the
 * guard's event-loop-delay limit, which says nothing about the call under test.
 */
export async function inject(app: App, options: InjectOptions): Promise<LightMyRequestResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await app.inject(options);
    const busy = response.statusCode === 503 && response.headers['retry-after'] !== undefined;
    if (!busy || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after']) * 1000));
  }
}

/** GET with a query string built from `query`. */
export async function get(
  app: App,
  path: string,
  query: Record<string, string | number> = {},
): Promise<Answer> {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await inject(app, { method: 'GET', url: `${path}?${search.toString()}` });
  return { status: response.statusCode, body: response.json() };
}

/** POST of a JSON body (a string is sent as it is, for malformed bodies). */
export async function post(app: App, path: string, body: unknown): Promise<Answer> {
  const response = await inject(app, {
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The Result of a 200 answer, checked against the call's response schema from the contracts. */
export function resultOf<T extends z.ZodType>(answer: Answer, schema: T, status = 200): z.output<T> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const envelope = envelopeSchema(z.unknown()).parse(answer.body);
  expect(envelope).toMatchObject({ Success: true, ErrorCode: null, ErrorMessage: null });
  return schema.parse(envelope.Result);
}

/** The ErrorMessage of a failure answer with the given status. */
export function failureOf(answer: Answer, status: number): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ Success: false, Result: null });
  const message = (answer.body as { ErrorMessage?: unknown }).ErrorMessage;
  if (typeof message !== 'string' || message.length === 0)
    throw new Error('a failure carries an ErrorMessage');
  return message;
}
