import { MembershipMessage } from '@sahra/contracts';
import { afterEach, expect, test } from 'vitest';
import { failureOf } from '../testing/content-client.js';
import { call, newPerson, TEST_API_KEY } from '../testing/membership-client.js';
import { RatePolicies } from '../modules/membership/rate-limit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const PROXY = '203.0.113.9';
const started: TestApp[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

/** A server behind a CDN that names the country, with the client address each request was given. */
async function serverBehindCdn(trustProxy?: string) {
  const seen: string[] = [];
  const server = await createTestApp('pglite', {
    env: {
      API_KEY: TEST_API_KEY,
      COUNTRY_HEADER: 'cf-ipcountry',
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    },
    beforeReady: (app) =>
      app.addHook('onRequest', async (request) => {
        seen.push(request.ip);
      }),
  });
  started.push(server);
  return { server, seen };
}

/** Asks whether a number has an account (limited per address) with a new X-Forwarded-For each time. */
function askRotating(server: TestApp, from: string, ask: number) {
  return call(server.app, 'GET', '/membership/register/exists', {
    query: { mobile: newPerson().mobile },
    headers: { 'x-forwarded-for': `198.51.100.${ask % 250}`, 'cf-ipcountry': 'NL' },
    from,
  });
}

const { limit } = RatePolicies.existsPerAddress;

test('with COUNTRY_HEADER and no trusted proxy, a rotating X-Forwarded-For does not escape a per-address limit', async () => {
  const { server, seen } = await serverBehindCdn();
  for (let ask = 0; ask < limit; ask++) {
    expect((await askRotating(server, PROXY, ask)).status).toBe(200);
  }
  expect(failureOf(await askRotating(server, PROXY, limit), 429)).toBe(MembershipMessage.TooManyRequests);
  expect(new Set(seen)).toEqual(new Set([PROXY]));
}, 120_000);

test('behind a trusted proxy the client address is the one it forwards; elsewhere the connection is', async () => {
  const { server, seen } = await serverBehindCdn('203.0.113.0/24');
  for (let ask = 0; ask <= limit; ask++) {
    expect((await askRotating(server, PROXY, ask)).status).toBe(200);
  }
  expect(seen).toEqual(Array.from({ length: limit + 1 }, (_, ask) => `198.51.100.${ask % 250}`));
  const direct = '192.0.2.44';
  await askRotating(server, direct, 0);
  expect(seen.at(-1)).toBe(direct);
}, 120_000);
