import { PlatformErrorCode } from '@sahra/contracts';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { loadConfig, type Config } from '../../platform/config.js';
import { registerErrorHandling } from '../../platform/error-handler.js';
import { ok } from '../../platform/errors.js';
import { COUNTRY_BLOCKED_MESSAGE, registerCountryGate } from './country-gate.js';
import { isNonPublicAddress, resolveCountry } from './resolve-country.js';

function config(env: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: '/tmp/sahra-geo-test', DEFAULT_COUNTRY: 'NL', ...env });
}

/** A server with the gate and one route per kind of path, answering the country it resolved. */
async function gatedServer(env: Record<string, string>) {
  const settings = config(env);
  const app = Fastify({ trustProxy: settings.TRUST_PROXY });
  registerErrorHandling(app);
  registerCountryGate(app, settings);
  const answer = async (request: Parameters<typeof resolveCountry>[0]) =>
    ok(await resolveCountry(request, settings));
  for (const path of ['/api/GetItemById', '/appconfig/config', '/healthz', '/images/poster.jpg', '/search']) {
    app.get(path, answer);
  }
  await app.ready();
  return app;
}

describe('resolveCountry', () => {
  async function countryOf(
    env: Record<string, string>,
    headers: Record<string, string>,
    remoteAddress = '127.0.0.1',
  ) {
    const app = await gatedServer(env);
    const response = await app.inject({ method: 'GET', url: '/healthz', headers, remoteAddress });
    await app.close();
    return (response.json() as { Result: string }).Result;
  }

  test('the trusted proxy header names the country, in any letter case', async () => {
    expect(await countryOf({ COUNTRY_HEADER: 'cf-ipcountry' }, { 'cf-ipcountry': 'eg' })).toBe('EG');
  });

  test('a header that is not a two-letter code, or an unknown-country code, is ignored', async () => {
    for (const value of ['Egypt', 'E1', 'XX', 'T1', '']) {
      expect(await countryOf({ COUNTRY_HEADER: 'cf-ipcountry' }, { 'cf-ipcountry': value })).toBe('NL');
    }
  });

  test('the header is not trusted unless COUNTRY_HEADER names it', async () => {
    expect(await countryOf({}, { 'cf-ipcountry': 'EG' })).toBe('NL');
  });

  test('a loopback or private address falls back to the default country', async () => {
    expect(await countryOf({ DEFAULT_COUNTRY: 'BE' }, {}, '192.168.1.20')).toBe('BE');
  });

  test('a public address, IPv4 or IPv6, is placed by GeoIP', async () => {
    expect(await countryOf({}, {}, '8.8.8.8')).toBe('US');
    expect(await countryOf({}, {}, '41.33.1.1')).toBe('EG');
    expect(await countryOf({}, {}, '2001:4860:4860::8888')).toBe('US');
  });

  test('private, loopback and link-local addresses are recognised', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isNonPublicAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '41.33.1.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(ip), ip).toBe(false);
    }
  });
});

describe('registerCountryGate', () => {
  const blockedEnv = { COUNTRY_HEADER: 'cf-ipcountry', ALLOWED_COUNTRIES: 'NL,BE' };

  test('a catalog call from a country outside ALLOWED_COUNTRIES gets 451 CountryBlocked', async () => {
    const app = await gatedServer(blockedEnv);
    const response = await app.inject({
      method: 'GET',
      url: '/api/GetItemById',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(response.statusCode).toBe(451);
    expect(response.json()).toEqual({
      Success: false,
      Result: null,
      ErrorCode: PlatformErrorCode.CountryBlocked,
      ErrorMessage: COUNTRY_BLOCKED_MESSAGE,
    });
    expect(response.headers.cc).toBeUndefined();
    await app.close();
  });

  test('the blocked app configuration answer still carries the cc header', async () => {
    const app = await gatedServer(blockedEnv);
    const response = await app.inject({
      method: 'GET',
      url: '/appconfig/config',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(response.statusCode).toBe(451);
    expect(response.headers.cc).toBe('US');
    await app.close();
  });

  test('a percent-encoded path is gated like the path it routes to', async () => {
    const app = await gatedServer(blockedEnv);
    const response = await app.inject({
      method: 'GET',
      url: '/%61pi/GetItemById',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(response.statusCode).toBe(451);
    await app.close();
  });

  test('health, images and web pages are never blocked', async () => {
    const app = await gatedServer(blockedEnv);
    for (const url of ['/healthz', '/images/poster.jpg', '/search']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'cf-ipcountry': 'US' } });
      expect(response.statusCode, url).toBe(200);
    }
    await app.close();
  });

  test('an allowed country passes, and no list means every country passes', async () => {
    const gated = await gatedServer(blockedEnv);
    const allowed = await gated.inject({
      method: 'GET',
      url: '/api/GetItemById',
      headers: { 'cf-ipcountry': 'BE' },
    });
    expect(allowed.statusCode).toBe(200);
    await gated.close();
    const open = await gatedServer({ COUNTRY_HEADER: 'cf-ipcountry' });
    const anywhere = await open.inject({
      method: 'GET',
      url: '/api/GetItemById',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(anywhere.statusCode).toBe(200);
    await open.close();
  });
});
