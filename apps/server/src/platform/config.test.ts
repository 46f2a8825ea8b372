import path from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

test('the embedded defaults need no configuration at all', () => {
  const config = loadConfig({});
  expect(config.PORT).toBe(8080);
  expect(config.dataDir).toBe(path.resolve('./data'));
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.ALLOWED_COUNTRIES).toEqual([]);
});

test('each bad value is named with a clear message', () => {
  expect(() =>
    loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      DEFAULT_COUNTRY: 'Netherlands',
      ALLOWED_COUNTRIES: 'NL,xyz',
    }),
  ).toThrowError(ConfigError);
  try {
    loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', DEFAULT_COUNTRY: 'Netherlands' });
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toContain('PORT="99999"');
    expect(message).toContain('DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL');
    expect(message).toContain('DEFAULT_COUNTRY="Netherlands": must be a two-letter ISO country code');
  }
});

test('allowed countries are read as an upper-case comma list', () => {
  expect(loadConfig({ ALLOWED_COUNTRIES: ' nl, be ,CA' }).ALLOWED_COUNTRIES).toEqual(['NL', 'BE', 'CA']);
});

test('an empty variable counts as unset', () => {
  expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
});

test('account settings: a demo API key, proxies not trusted, e-mail only with an smtp URL', () => {
  const defaults = loadConfig({});
  expect(defaults.API_KEY.length).toBeGreaterThanOrEqual(8);
  expect(defaults.TRUST_PROXY).toBe(false);
  expect(defaults.SMTP_URL).toBeUndefined();
  expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrowError(/SMTP_URL.*smtp:\/\//);
});
