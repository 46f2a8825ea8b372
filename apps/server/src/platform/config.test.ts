import path from 'node:path';
import { expect, test } from 'vitest';
import { DEMO_API_KEY } from '@sahra/contracts';
import { PRODUCTION_SETTINGS } from '../testing/production-env.js';
import { ConfigError, demoSettingsIn, loadConfig, loadConfigForRole } from './config.js';

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
  expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrowError(/SMTP_URL.*smtp:\/\//);
});

test('the bot check is off by default; when on it needs both keys and names the missing ones', () => {
  expect(loadConfig({}).BOT_CHECK).toBe('off');
  expect(() => loadConfig({ BOT_CHECK: 'turnstile', BOT_CHECK_SITE_KEY: 'site' })).toThrowError(
    /BOT_CHECK_SECRET="": is required when BOT_CHECK=turnstile/,
  );
  expect(() => loadConfig({ BOT_CHECK: 'hcaptcha' })).toThrowError(/BOT_CHECK="hcaptcha"/);
  expect(() =>
    loadConfig({
      BOT_CHECK: 'recaptcha',
      BOT_CHECK_SITE_KEY: 's',
      BOT_CHECK_SECRET: 's',
      BOT_CHECK_VERIFY_URL: 'ftp://x',
    }),
  ).toThrowError(/BOT_CHECK_VERIFY_URL="ftp:\/\/x": must be an http\(s\) URL/);
  const on = loadConfig({ BOT_CHECK: 'recaptcha', BOT_CHECK_SITE_KEY: 'site', BOT_CHECK_SECRET: 'secret' });
  expect(on).toMatchObject({ BOT_CHECK: 'recaptcha', BOT_CHECK_MIN_SCORE: 0.5 });
});

test('the public and media origins are kept as bare origins; anything but an http(s) URL is refused', () => {
  for (const name of ['PUBLIC_ORIGIN', 'MEDIA_ORIGIN'] as const) {
    expect(loadConfig({})[name]).toBeUndefined();
    expect(loadConfig({ [name]: 'https://tv.sahra.example/some/path' })[name]).toBe(
      'https://tv.sahra.example',
    );
    expect(() => loadConfig({ [name]: 'tv.sahra.example' })).toThrowError(new RegExp(name));
    expect(() => loadConfig({ [name]: 'javascript:alert(1)' })).toThrowError(new RegExp(name));
  }
});

test('SMS stay in the outbox by default; Twilio needs its SID, token and sender, each checked', () => {
  expect(loadConfig({}).SMS_PROVIDER).toBe('outbox');
  expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '+15005550006' })).toThrowError(
    /TWILIO_ACCOUNT_SID="": is required when SMS_PROVIDER=twilio[\s\S]*TWILIO_AUTH_TOKEN=""/,
  );
  expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'not-a-sid' })).toThrowError(
    /TWILIO_ACCOUNT_SID="not-a-sid"/,
  );
  expect(() => loadConfig({ TWILIO_FROM: '0612345678' })).toThrowError(/TWILIO_FROM="0612345678"/);
  const twilio = loadConfig({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'twilio-test-auth-token',
    TWILIO_FROM: '+15005550006',
  });
  expect(twilio.TWILIO_API_URL).toBe('https://api.twilio.com');
});

test('payments: the sandbox by default, Stripe once its key is set, and Stripe asked for without a key names it', () => {
  expect(loadConfig({})).toMatchObject({ paymentProvider: 'sandbox', RENEWAL_INTERVAL_MS: 60_000 });
  expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).paymentProvider).toBe('stripe');
  expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe(
    'sandbox',
  );
  expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrowError(
    /STRIPE_SECRET_KEY="": is required when PAYMENT_PROVIDER=stripe/,
  );
  expect(() => loadConfig({ RENEWAL_INTERVAL_MS: '-1' })).toThrowError(/RENEWAL_INTERVAL_MS="-1"/);
});

test('media lives in DATA_DIR/media unless MEDIA_DIR says otherwise; clips last whole segments', () => {
  const config = loadConfig({ DATA_DIR: '/srv/sahra' });
  expect([config.mediaDir, config.MEDIA_CLIP_SECONDS, config.mediaGenerate]).toEqual([
    path.resolve('/srv/sahra/media'),
    60,
    true,
  ]);
  expect(loadConfig({ MEDIA_DIR: '/cache/media' }).mediaDir).toBe(path.resolve('/cache/media'));
  expect(() => loadConfig({ MEDIA_CLIP_SECONDS: '10' })).toThrowError(
    'MEDIA_CLIP_SECONDS="10": must be a multiple of the 4 s segment',
  );
});

test('the proxies to believe are listed by address or range; every hop or a hop count is refused', () => {
  expect(loadConfig({}).TRUST_PROXY).toBe(false);
  expect(loadConfig({ COUNTRY_HEADER: 'cf-ipcountry' }).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,loopback,fd00::/8' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '192.168.1.7',
    'loopback',
    'fd00::/8',
  ]);
  // 0.0.0.0/0 passed here and then failed Fastify's first request with a stack (issue 32)
  for (const value of [
    'true',
    '1',
    '10.0.0.0/33',
    'proxy.example',
    '10.0.0.0/8,anything',
    '0.0.0.0/0',
    '::/0',
  ]) {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(
      `TRUST_PROXY=${JSON.stringify(value)}: must list the proxies by address or CIDR range`,
    );
  }
});

const productionReady = { ...PRODUCTION_SETTINGS, DATABASE_URL: 'postgres://sahra@db.internal/sahra' };

test('production refuses the published keys and the demo outbox, naming each setting', () => {
  let message = '';
  try {
    loadConfig({ NODE_ENV: 'production' });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    message = (error as Error).message;
  }
  expect(message).toContain('API_KEY="": has the published demo value');
  expect(message).toContain('MEDIA_LINK_SECRET="": has the published demo value');
  expect(message).toContain('SMTP_URL="": is required when NODE_ENV=production');
  expect(message).toContain('SMS_PROVIDER="": sends SMS codes to the demo outbox');
  expect(message).toContain('PAYMENT_PROVIDER="": is the sandbox, which takes test cards as payment');
  expect(message).toContain('DATABASE_URL="": is required when NODE_ENV=production');
  expect(() => loadConfig({ ...productionReady, PAYMENT_PROVIDER: 'sandbox' })).toThrowError(
    /^Invalid configuration:\n {2}PAYMENT_PROVIDER="sandbox": is the sandbox[^\n]*$/,
  );
  const { DATABASE_URL: _database, ...embedded } = productionReady;
  expect(() => loadConfig(embedded)).toThrowError(
    /^Invalid configuration:\n {2}DATABASE_URL="": is required/,
  );
  expect(loadConfig({ ...embedded, EMBEDDED_DATABASE: 'true' }).production).toBe(true);
  for (const name of ['GUIDE_DEMO', 'MEDIA_GENERATE', 'DEMO_BROADCASTER']) {
    expect(() => loadConfig({ ...productionReady, [name]: 'true' })).toThrowError(
      new RegExp(
        `^Invalid configuration:\\n {2}${name}="true": .*production serves only what the operator adds$`,
      ),
    );
  }
  expect(() => loadConfig({ ...productionReady, API_KEY: DEMO_API_KEY })).toThrowError(
    /^Invalid configuration:\n {2}API_KEY="sahra-demo-api-key": has the published demo value[^\n]*$/,
  );
  expect(() => loadConfig({ ...productionReady, SMS_PROVIDER: 'outbox' })).toThrowError(
    /^Invalid configuration:\n {2}SMS_PROVIDER="outbox": sends SMS codes to the demo outbox[^\n]*$/,
  );
  const { SMTP_URL: _smtp, ...withoutMail } = productionReady;
  expect(() => loadConfig(withoutMail)).toThrowError(/^Invalid configuration:\n {2}SMTP_URL="": is required/);
  // production starts empty: no demo catalog, guide, clips or broadcaster
  expect(loadConfig(productionReady)).toMatchObject({
    production: true,
    API_KEY: productionReady.API_KEY,
    paymentProvider: 'stripe',
    demoCatalog: false,
    demoGuide: false,
    mediaGenerate: false,
    demoBroadcaster: false,
  });
  expect(loadConfig({})).toMatchObject({ demoCatalog: true, demoGuide: true, mediaGenerate: true });
});

test('outside production the demo settings load and are named for the start-up notice', () => {
  const demo = loadConfig({ NODE_ENV: 'development' });
  expect(demo.production).toBe(false);
  expect(demoSettingsIn(demo).map(([name]) => name)).toEqual([
    'API_KEY',
    'MEDIA_LINK_SECRET',
    'SMTP_URL',
    'SMS_PROVIDER',
    'PAYMENT_PROVIDER',
    'DATABASE_URL',
  ]);
  expect(demoSettingsIn(loadConfig({ ...productionReady, NODE_ENV: 'staging' }))).toEqual([]);
});

test('recording is on everywhere, into DATA_DIR/recordings; the demo broadcaster only outside production', () => {
  const demo = loadConfig({ DATA_DIR: '/srv/sahra' });
  expect(demo).toMatchObject({
    ROLES: ['api', 'recorder', 'worker'],
    demoBroadcaster: true,
    recordingsDir: '/srv/sahra/recordings',
  });
  expect(loadConfig({ ...productionReady, RECORDINGS_DIR: '/mnt/shared' })).toMatchObject({
    ROLES: ['api', 'recorder', 'worker'],
    demoBroadcaster: false,
    recordingsDir: '/mnt/shared',
  });
  expect(loadConfig({ DEMO_BROADCASTER: 'false', ROLES: 'api,worker' })).toMatchObject({
    ROLES: ['api', 'worker'],
    demoBroadcaster: false,
  });
});

test('the OpenAPI document is published outside production, and in production only when API_DOCS says so', () => {
  expect(loadConfig({}).apiDocs).toBe(true);
  expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  expect(loadConfig(productionReady).apiDocs).toBe(false);
  expect(loadConfig({ ...productionReady, API_DOCS: 'true' }).apiDocs).toBe(true);
});

const POSTGRES = 'postgres://sahra@db.internal/sahra';

test('roles are a comma list in any order and case, kept once each; anything else is refused', () => {
  expect(loadConfig({ DATABASE_URL: POSTGRES, ROLES: ' Worker, api ,api' }).ROLES).toEqual(['api', 'worker']);
  expect(loadConfig({ DATABASE_URL: POSTGRES, ROLES: 'recorder' }).ROLES).toEqual(['recorder']);
  for (const roles of ['web', 'api,jobs', ',']) {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, ROLES: roles })).toThrowError(
      `ROLES=${JSON.stringify(roles)}: must list roles among api, recorder, worker`,
    );
  }
});

test('without PostgreSQL the one process must serve and run the jobs; it may leave recording out', () => {
  expect(loadConfig({ ROLES: 'api,worker' }).ROLES).toEqual(['api', 'worker']);
  for (const [roles, missing] of [
    ['api', 'worker'],
    ['worker', 'api'],
    ['recorder', 'api and worker'],
  ] as const) {
    expect(() => loadConfig({ ROLES: roles })).toThrowError(
      `ROLES=${JSON.stringify(roles)}: leaves ${missing} to another process, which cannot open PGlite's data folder`,
    );
  }
});

test('a command taking one role refuses PGlite, and takes its role on PostgreSQL whatever ROLES says', () => {
  expect(() => loadConfigForRole('worker', {})).toThrowError('set DATABASE_URL to PostgreSQL');
  expect(loadConfigForRole('recorder', { DATABASE_URL: POSTGRES, ROLES: 'api' }).ROLES).toEqual(['recorder']);
});

test('RECORDING, which ROLES replaced, is refused with the setting to use', () => {
  expect(() => loadConfig({ RECORDING: 'false' })).toThrowError(
    'RECORDING="false": is replaced by ROLES: ROLES=api,worker serves without recording',
  );
});

test('the demo guide is imported unless a real feed is named by GUIDE_URL; GUIDE_DEMO says so outright', () => {
  const feed = 'https://guide.example/arabic.xml.gz';
  expect(loadConfig({}).demoGuide).toBe(true);
  expect(loadConfig({ GUIDE_URL: feed }).demoGuide).toBe(false);
  expect(loadConfig({ GUIDE_URL: feed, GUIDE_DEMO: 'true' }).demoGuide).toBe(true);
  expect(loadConfig({ GUIDE_DEMO: 'false' }).demoGuide).toBe(false);
});

test('operator calls and the guide fetch are off unless set; a short token or a non-http guide URL is refused', () => {
  const defaults = loadConfig({});
  expect([defaults.OPERATOR_TOKEN, defaults.GUIDE_URL, defaults.GUIDE_REFRESH_MINUTES]).toEqual([
    undefined,
    undefined,
    360,
  ]);
  const set = loadConfig({
    OPERATOR_TOKEN: 'a-long-enough-operator-token',
    GUIDE_URL: 'https://epg.example/guide.xml.gz',
    GUIDE_REFRESH_MINUTES: '60',
  });
  expect([set.OPERATOR_TOKEN, set.GUIDE_URL, set.GUIDE_REFRESH_MINUTES]).toEqual([
    'a-long-enough-operator-token',
    'https://epg.example/guide.xml.gz',
    60,
  ]);
  expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrowError(
    /OPERATOR_TOKEN="short": must be at least 16/,
  );
  expect(() => loadConfig({ GUIDE_URL: 'file:///etc/guide.xml' })).toThrowError(/GUIDE_URL=.*http\(s\) URL/);
  expect(() => loadConfig({ GUIDE_REFRESH_MINUTES: '0' })).toThrowError(/GUIDE_REFRESH_MINUTES/);
});
