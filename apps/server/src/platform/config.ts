import net from 'node:net';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { DEMO_API_KEY, MEDIA_SEGMENT_SECONDS } from '@sahra/contracts';
import { z } from 'zod';
import { SERVER_ROOT } from './server-root.js';
import { parseNetworks } from './url-policy.js';

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code such as NL');

const countryList = z
  .string()
  .transform((raw) =>
    raw
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => code.length > 0),
  )
  .pipe(z.array(countryCode));

/** Published in this repository, so a secret to nobody: only the embedded demo may run on it. */
const DEMO_MEDIA_LINK_SECRET = 'sahra-demo-media-link-secret';

/**
 * Fastify's trustProxy as a setting: the proxies' addresses and ranges, or none. Never every hop, nor a
 * count of hops (Fastify 5 trusts no peer for a count): a client that reached the server around the
 * proxies could then name its own address. The list is read by the library Fastify reads it with
 * (@fastify/proxy-addr; its names: loopback, linklocal, uniquelocal), so what it would refuse when the
 * first request came is refused here, at start, by name: a /0 range (every address) among them.
 */
const trustedProxies = z.string().transform((raw, context) => {
  const ranges = raw
    .split(',')
    .map((range) => range.trim())
    .filter((range) => range.length > 0);
  if (ranges.length === 1 && /^(false|none)$/i.test(ranges[0] ?? '')) return false;
  const refusal = unreadableRanges(ranges);
  if (refusal === undefined) return ranges;
  context.addIssue({
    code: 'custom',
    message:
      'must list the proxies by address or CIDR range (10.0.0.0/8, loopback, uniquelocal), since a client ' +
      `could otherwise choose its own address (${refusal})`,
  });
  return z.NEVER;
});

/** proxy-addr's names for ranges: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private networks. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Why the proxy list cannot be read, or undefined when it can. */
function unreadableRanges(ranges: string[]): string | undefined {
  if (ranges.length === 0) return 'none listed';
  // ipaddr.js reads "1" as 0.0.0.1: a hop count is refused as what it is before the library reads the rest
  const notAnAddress = ranges.find(
    (range) => !PROXY_RANGE_NAMES.includes(range) && net.isIP(range.split('/')[0] ?? '') === 0,
  );
  if (notAnAddress !== undefined) return `${notAnAddress} is no address, range or range name`;
  try {
    proxyAddr.compile(ranges);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** What a server process does (ADR 046): serve HTTP, record live sources, run the background jobs. */
export const Role = { Api: 'api', Recorder: 'recorder', Worker: 'worker' } as const;
export type Role = (typeof Role)[keyof typeof Role];
const ROLES = Object.values(Role);

const roleList = z.string().transform((raw, context) => {
  const named = raw
    .split(',')
    .map((role) => role.trim().toLowerCase())
    .filter((role) => role.length > 0);
  if (named.length > 0 && named.every((role): role is Role => (ROLES as string[]).includes(role))) {
    return ROLES.filter((role) => named.includes(role));
  }
  context.addIssue({ code: 'custom', message: `must list roles among ${ROLES.join(', ')}, e.g. api,worker` });
  return z.NEVER;
});

/** An http(s) address kept as its bare origin (scheme, host, port); optional. */
const httpOrigin = (example: string) =>
  z
    .url({ protocol: /^https?$/, message: `must be an http(s) origin such as ${example}` })
    .transform((url) => new URL(url).origin)
    .optional();

const configSchema = z.object({
  /** `production` refuses the published demo defaults and the demo outbox (demoSettingsIn). */
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Header set by the proxy or CDN carrying the visitor's country, e.g. cf-ipcountry. It says nothing
   * about which X-Forwarded-For to believe: that is TRUST_PROXY's alone.
   */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be an HTTP header name')
    .transform((name) => name.toLowerCase())
    .optional(),
  DEFAULT_COUNTRY: countryCode.default('NL'),
  /** Countries the catalog may be shown in; empty means everywhere. */
  ALLOWED_COUNTRIES: countryList.default([]),
  /** Most database queries waiting at once before new requests are turned away with 503. */
  DB_MAX_QUEUE: z.coerce.number().int().min(1).max(100_000).default(256),
  /** Event-loop stall after which requests get 503 until it recovers; 0 turns the guard off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /**
   * The site's public address (https://tv.example) for canonical links; without it they name the host
   * the request came to, which a proxy or a second domain may make the wrong one.
   */
  PUBLIC_ORIGIN: httpOrigin('https://tv.example'),
  /**
   * Where players fetch media (`https://media.example`, a CDN in front of this origin): ticket links name
   * it, and the web app's CSP allows it. Unset, media is fetched from the site itself (ADR 035).
   */
  MEDIA_ORIGIN: httpOrigin('https://media.example'),
  /** Render the first screen of browsing pages on the server (ADR 008); off serves the bare app shell. */
  RENDER_FIRST_SCREEN: z.stringbool().default(true),
  /**
   * Check answers against their contracts (catalog answers when first computed, others as they are
   * serialised), failing a request whose answer does not fit; on in tests, off by default.
   */
  CHECK_ANSWERS: z.stringbool().default(false),
  /** Catalog size multiplier for the seeded demo catalog (1 = demo, 30 = benchmark). */
  SEED_SCALE: z.coerce.number().int().min(1).max(400).default(1),
  /**
   * Import the generated demo guide at start and each day. Unset, it is on unless GUIDE_URL names a real
   * feed: the demo's programmes would otherwise stand beside the feed's on every catalog channel.
   */
  GUIDE_DEMO: z.stringbool().optional(),
  /**
   * The key every account-service call carries as its apiKey query parameter (docs/behaviour/accounts.md#calls). The default is
   * public and only fits the embedded demo; set a secret one wherever real accounts live.
   */
  API_KEY: z.string().min(8).default(DEMO_API_KEY),
  /**
   * The HMAC key of signed media links, shared by every server instance and the CDN edge that checks
   * them. The default is public and only fits the embedded demo.
   */
  MEDIA_LINK_SECRET: z.string().min(16).default(DEMO_MEDIA_LINK_SECRET),
  /**
   * Which proxies' X-Forwarded-* headers to believe (client address for per-address limits, https for
   * Secure cookies), by address or CIDR range. Unset, none: the address is the connection's, since
   * anyone can send X-Forwarded-For.
   */
  TRUST_PROXY: trustedProxies.default(false),
  /**
   * The address ranges besides public ones that operator-given URLs (guide and list fetches, channel
   * sources) may reach: a comma list such as `127.0.0.0/8,10.20.0.0/16,239.0.0.0/8` for a headend on the
   * LAN or multicast UDP. Unset, loopback, private, link-local and multicast addresses are refused
   * (platform/url-policy.ts).
   */
  SOURCE_NETWORKS: z
    .string()
    .transform((raw, context) => {
      const ranges = raw
        .split(',')
        .map((range) => range.trim())
        .filter((range) => range.length > 0);
      const parsed = parseNetworks(ranges);
      if (!('reason' in parsed)) return ranges;
      context.addIssue({ code: 'custom', message: `must list address ranges (${parsed.reason})` });
      return z.NEVER;
    })
    .default([]),
  /** smtp(s)://user:password@host:port to send e-mail; without it messages only reach the outbox table and log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sahra <no-reply@sahra.example>'),
  /** Where SMS go: the outbox (the demo, nothing leaves the server) or Twilio's Messages API. */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w{32}$/, 'must be a Twilio account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sending number in +E.164 form, or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG\w{32})$/, 'must be a +E.164 number or a Messaging Service SID (MG…)')
    .optional(),
  /** Twilio's API; set only to point at a stand-in, as the tests do. */
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.twilio.com'),
  /** Bot check asked before register, login and password reset: off, Cloudflare Turnstile or Google reCAPTCHA. */
  BOT_CHECK: z.enum(['off', 'turnstile', 'recaptcha']).default('off'),
  /** The provider's public site key, handed to the web app (GET /membership/bot-check). */
  BOT_CHECK_SITE_KEY: z.string().min(1).optional(),
  /** The provider's secret key, sent only to its siteverify URL. */
  BOT_CHECK_SECRET: z.string().min(1).optional(),
  /** The provider's siteverify URL; set only to point at a stand-in, as the tests do. */
  BOT_CHECK_VERIFY_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /**
   * The Sentry DSN the web app was built with (its VITE_SENTRY_DSN): the pages' Content-Security-Policy
   * then lets the browser report errors there.
   */
  SENTRY_DSN: z
    .url({ protocol: /^https?$/, message: 'must be a Sentry DSN (https://key@host/project)' })
    .optional(),
  /** reCAPTCHA v3 answers a score from 0 (bot) to 1 (person); below this the check fails. */
  BOT_CHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Who takes payments: the embedded sandbox (test cards, payments/README.md) or Stripe. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /** How long the sandbox provider takes to answer a charge, as a real provider's round trip does (proofs under concurrency). */
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Stripe's secret API key; setting it makes Stripe the provider unless PAYMENT_PROVIDER says otherwise. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Stripe's API address; set only to point at a stand-in, as the tests do. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /** The signing secret of the Stripe webhook endpoint (POST /stripe/webhook). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** How often each instance runs the renewal job (renewals, trial ends, retries, expiries); 0 turns it off. */
  RENEWAL_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** A purchase left charging this long (a crash, a provider time-out) is finished by the money jobs. */
  PURCHASE_RECOVERY_AFTER_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Where the generated demo media lives; defaults to DATA_DIR/media. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Length of each demo clip; tests and journeys make a tiny library with a small value. */
  MEDIA_CLIP_SECONDS: z.coerce
    .number()
    .int()
    .min(MEDIA_SEGMENT_SECONDS)
    .max(600)
    .refine((seconds) => seconds % MEDIA_SEGMENT_SECONDS === 0, {
      message: `must be a multiple of the ${MEDIA_SEGMENT_SECONDS} s segment`,
    })
    .default(60),
  /**
   * Generate the demo media library in the background after the server listens: on by default, off by
   * default when NODE_ENV=production, which refuses it (demoSettingsIn).
   */
  MEDIA_GENERATE: z.stringbool().optional(),
  /**
   * Run production on the embedded PGlite (DATA_DIR/db): one process, one machine, no replica. Production
   * refuses it without this, since a service that grows past one small instance cannot move off it by
   * a setting (issue 32).
   */
  EMBEDDED_DATABASE: z.stringbool().optional(),
  /** Seconds added before and after a programme's guide times when its catch-up is cut from the recording. */
  CATCHUP_PADDING_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** Days a programme cut from the recording stays playable as catch-up after it ended. */
  CATCHUP_DAYS: z.coerce.number().min(0).max(365).default(7),
  /**
   * The instant the product's clock starts at (ISO 8601, e.g. 2026-03-02T19:00:00Z); it then advances in
   * real time. For journeys and demos that must show the same day at every run; unset, the real time.
   */
  CLOCK_START: z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 instant such as 2026-03-02T19:00:00Z' })
    .transform((instant) => new Date(instant))
    .optional(),
  /**
   * The bearer token of the operator calls (/operator/…: importing guides and channel lists, setting a
   * channel's source). Unset, those calls do not exist (404).
   */
  OPERATOR_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters: it guards the operator calls')
    .optional(),
  /** An XMLTV guide (plain or gzipped) fetched and imported every GUIDE_REFRESH_MINUTES by one instance. */
  GUIDE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  GUIDE_REFRESH_MINUTES: z.coerce.number().int().min(1).max(10_080).default(360),
  /** An ffmpeg binary to use instead of the one on the PATH (Debian's, from scripts/install-ffmpeg.sh). */
  FFMPEG_PATH: z.string().min(1).optional(),
  /** Where sourced channels are recorded (fMP4 HLS), shared by every instance; defaults to DATA_DIR/recordings. */
  RECORDINGS_DIR: z.string().min(1).optional(),
  /**
   * The roles this process takes (`api`, `recorder`, `worker`), comma-separated; all three by default,
   * as the embedded demo runs. Without PostgreSQL one process holds the data folder, so it must be api
   * and worker; it may leave out the recorder (sourced channels then go unrecorded).
   */
  ROLES: roleList.default(ROLES),
  /** Replaced by ROLES: named only to tell whoever still sets it. */
  RECORDING: z
    .undefined({ error: 'is replaced by ROLES: ROLES=api,worker serves without recording' })
    .optional(),
  /**
   * Run the demo broadcaster (a live test stream made by ffmpeg) and record the first demo channel from
   * it, so the demo shows real recording; on by default, off by default when NODE_ENV=production.
   */
  DEMO_BROADCASTER: z.stringbool().optional(),
  /**
   * Publish the calls as OpenAPI at GET /docs/api: on by default, off by default when
   * NODE_ENV=production, where the map of every call is the operator's to hand out (issue 32).
   */
  API_DOCS: z.stringbool().optional(),
});

/**
 * A bot check, an SMS provider or Stripe that is on needs its keys; saying which is missing beats
 * failing every login, SMS or payment.
 */
const withProviderKeys = configSchema.superRefine((config, context) => {
  const required: { setting: string; names: (keyof typeof config)[] }[] = [];
  if (config.BOT_CHECK !== 'off') {
    required.push({
      setting: `BOT_CHECK=${config.BOT_CHECK}`,
      names: ['BOT_CHECK_SITE_KEY', 'BOT_CHECK_SECRET'],
    });
  }
  if (config.PAYMENT_PROVIDER === 'stripe') {
    required.push({ setting: 'PAYMENT_PROVIDER=stripe', names: ['STRIPE_SECRET_KEY'] });
  }
  if (config.SMS_PROVIDER === 'twilio') {
    required.push({
      setting: 'SMS_PROVIDER=twilio',
      names: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    });
  }
  for (const { setting, names } of required) {
    for (const name of names.filter((key) => config[key] === undefined)) {
      context.addIssue({ code: 'custom', path: [name], message: `is required when ${setting}` });
    }
  }
  const missing = [Role.Api, Role.Worker].filter((role) => !config.ROLES.includes(role));
  if (config.DATABASE_URL === undefined && missing.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['ROLES'],
      message:
        `leaves ${missing.join(' and ')} to another process, which cannot open PGlite's data folder (one ` +
        'process only): run every role in one process (npm start), or set DATABASE_URL to PostgreSQL',
    });
  }
  if (config.NODE_ENV === 'production') {
    for (const [name, message] of demoSettingsIn(config)) {
      context.addIssue({ code: 'custom', path: [name], message });
    }
  }
});

/** Who takes payments: PAYMENT_PROVIDER, else Stripe when its key is set, else the sandbox. */
function paymentProviderOf(
  config: Pick<z.output<typeof configSchema>, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY'>,
) {
  return config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
}

/**
 * The settings that make a server the demo, each with why production refuses it: the published keys
 * (anyone could call the account service or sign media links), the demo outbox (its page hands anyone
 * every account's codes), the sandbox provider (it takes test cards as payment), the embedded database
 * unless chosen, and the demo's invented content asked for by name (guide, clips, broadcaster).
 */
export function demoSettingsIn(config: z.output<typeof configSchema>): [string, string][] {
  const refusals: [string, string][] = [];
  const published =
    'has the published demo value (its default); set a secret of your own when NODE_ENV=production';
  if (config.API_KEY === DEMO_API_KEY) refusals.push(['API_KEY', published]);
  if (config.MEDIA_LINK_SECRET === DEMO_MEDIA_LINK_SECRET) refusals.push(['MEDIA_LINK_SECRET', published]);
  if (config.SMTP_URL === undefined) {
    refusals.push([
      'SMTP_URL',
      'is required when NODE_ENV=production: without it e-mail codes go to the demo outbox',
    ]);
  }
  if (config.SMS_PROVIDER === 'outbox') {
    refusals.push([
      'SMS_PROVIDER',
      'sends SMS codes to the demo outbox; set SMS_PROVIDER=twilio when NODE_ENV=production',
    ]);
  }
  if (paymentProviderOf(config) === 'sandbox') {
    refusals.push([
      'PAYMENT_PROVIDER',
      'is the sandbox, which takes test cards as payment; set PAYMENT_PROVIDER=stripe and STRIPE_SECRET_KEY ' +
        'when NODE_ENV=production',
    ]);
  }
  if (config.DATABASE_URL === undefined && config.EMBEDDED_DATABASE !== true) {
    refusals.push([
      'DATABASE_URL',
      'is required when NODE_ENV=production (PostgreSQL); to run one small instance on the embedded ' +
        'PGlite instead, set EMBEDDED_DATABASE=true',
    ]);
  }
  const invented = [
    ['GUIDE_DEMO', "writes the demo's invented guide"],
    ['MEDIA_GENERATE', "makes the demo's clips, which titles and channels without media would play"],
    ['DEMO_BROADCASTER', "records the demo's test picture as a channel"],
  ] as const;
  for (const [name, what] of invented) {
    if (config[name] === true)
      refusals.push([name, `${what}; production serves only what the operator adds`]);
  }
  return refusals;
}

export type Config = z.output<typeof configSchema> & {
  /** NODE_ENV=production: a real service, not the embedded demo. */
  production: boolean;
  dataDir: string;
  webDistDir: string;
  paymentProvider: 'sandbox' | 'stripe';
  mediaDir: string;
  /** RECORDINGS_DIR resolved: the recorder's channel folders and the catch-up cuts. */
  recordingsDir: string;
  demoBroadcaster: boolean;
  /** The demo catalog is seeded into an empty database: never in production, which starts empty. */
  demoCatalog: boolean;
  /** MEDIA_GENERATE resolved. */
  mediaGenerate: boolean;
  /**
   * Channels without a source play the demo clips on their guide (virtual live): the demo only. In
   * production they play the slate, and only titles with media of their own play (ADR 051).
   */
  demoMedia: boolean;
  /** API_DOCS resolved. */
  apiDocs: boolean;
  /** GUIDE_DEMO resolved. */
  demoGuide: boolean;
};

export class ConfigError extends Error {}

/** The configuration of a command that takes one role whatever ROLES says: `npm run worker`, `npm run record`. */
export const loadConfigForRole = (role: Role, env: Record<string, string | undefined> = process.env) =>
  loadConfig({ ...env, ROLES: role });

/** Reads and validates the environment; the only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = withProviderKeys.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const webDistDefault = path.resolve(SERVER_ROOT, '../web/dist');
  const production = parsed.data.NODE_ENV === 'production';
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    production,
    dataDir,
    mediaDir: path.resolve(parsed.data.MEDIA_DIR ?? path.join(dataDir, 'media')),
    recordingsDir: path.resolve(parsed.data.RECORDINGS_DIR ?? path.join(dataDir, 'recordings')),
    demoBroadcaster: parsed.data.DEMO_BROADCASTER ?? !production,
    demoCatalog: !production,
    mediaGenerate: parsed.data.MEDIA_GENERATE ?? !production,
    demoMedia: !production,
    apiDocs: parsed.data.API_DOCS ?? !production,
    demoGuide: parsed.data.GUIDE_DEMO ?? (parsed.data.GUIDE_URL === undefined && !production),
    webDistDir: path.resolve(parsed.data.WEB_DIST_DIR ?? webDistDefault),
    paymentProvider: paymentProviderOf(parsed.data),
  };
}
