import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import underPressure from '@fastify/under-pressure';
import {
  envelopeSchema,
  healthSchema,
  PlatformErrorCode,
  readinessSchema,
  REQUEST_TIMEOUT_MS,
} from '@sahra/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAppConfigRoutes } from './modules/appconfig/routes.js';
import { registerClientErrorRoutes } from './modules/client-errors/routes.js';
import { registerContentRoutes } from './modules/content/routes.js';
import { registerCountryGate } from './modules/geo/country-gate.js';
import type { RecordingFacts } from './modules/guide/public.js';
import { registerGuideRoutes } from './modules/guide/routes.js';
import { registerOperatorRoutes } from './modules/guide/operator-routes.js';
import { registerImageRoutes } from './modules/images/routes.js';
import { registerListRoutes } from './modules/lists/routes.js';
import { mediaLibraryOf, type MediaLibrary } from './modules/media/media-library.js';
import { cutProgrammes } from './modules/media/public.js';
import { registerMediaRoutes, type MediaStreamGate } from './modules/media/routes.js';
import { GuideScheduleSource, type ScheduleSource } from './modules/media/schedule-source.js';
import { registerMembershipRoutes } from './modules/membership/routes.js';
import { registerBillingRoutes } from './modules/billing/routes.js';
import type { MoneyFaults } from './modules/billing/deps.js';
import { activeProducts } from './modules/billing/public.js';
import { registerNotifyRoutes } from './modules/notify/routes.js';
import { registerPlaybackRoutes } from './modules/playback/routes.js';
import { channelSignals, recordingStarts } from './modules/recording/public.js';
import { registerSearchRoutes } from './modules/search/routes.js';
import { registerWebRoutes } from './modules/web/routes.js';
import { Admission } from './platform/admission.js';
import { CatalogCache } from './platform/catalog-cache.js';
import { systemClock, type Clock } from './platform/clock.js';
import { checkingSerializerCompiler } from './platform/contract-check.js';
import type { Config } from './platform/config.js';
import type { Db, Storage } from './platform/db.js';
import { registerCrossSiteGuard } from './platform/cross-site.js';
import { registerErrorHandling } from './platform/error-handler.js';
import { failureAnswers, jsonAnswers } from './platform/answers.js';
import { failure, ok } from './platform/errors.js';
import { FastAnswers } from './platform/fast-answers.js';
import { loggedRequest } from './platform/log-redaction.js';
import { registerOpenApi } from './platform/openapi.js';
import { operatorIdentified } from './platform/operator-auth.js';
import { readiness, readinessFor } from './platform/readiness.js';
import type { ModuleContext } from './platform/module-context.js';
import { registerRequestTimeout } from './platform/request-timeout.js';
import { closeConnectionsWhenAnswered } from './platform/lifecycle.js';
import type { JobRunner } from './platform/jobs/job-runner.js';
import { registerJobRoutes } from './platform/jobs/operator-routes.js';
import { backgroundJobRunner } from './background-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (platform/jobs): started where the process is a worker; closing the app stops them first. */
    jobs: JobRunner;
  }
}

export interface AppDeps {
  config: Config;
  storage: Storage;
  clock?: Clock;
  logger?: boolean;
  /** Where the log lines go instead of stdout, for tests that read them. */
  logStream?: DestinationStream;
  /** Crash points of the money flows, for tests (payments/deps.ts). */
  faults?: MoneyFaults;
  /** The demo media library; server.ts passes the one it generates after listening. */
  media?: MediaLibrary;
  /** Where virtual live reads channel schedules; the guide by default. */
  schedule?: ScheduleSource;
  /**
   * Whether a media token's stream still plays: playback's leases by default; the media origin's own
   * tests open every stream, and prove the leases' part through real tickets elsewhere.
   */
  mediaStreams?: MediaStreamGate;
  /** Sees each route as it is added, for the test that every route declares its answers. */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance;

const API_BODY_LIMIT_BYTES = 64 * 1024;

/** The whole product as one Fastify instance; server.ts only listens and shuts down. */
/**
 * @fastify/compress's own types, and HLS playlists: mime-db does not mark them compressible, yet a VOD
 * playlist is tens of kB of repeated lines that brotli takes to a tenth, a round trip on a slow link.
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)|octet-stream(?:;|$)|mpegurl/u;

export async function buildApp({
  config,
  storage,
  clock = systemClock,
  logger = true,
  logStream,
  faults = {},
  media = mediaLibraryOf(config),
  schedule = new GuideScheduleSource(storage.db),
  mediaStreams,
  onRoute,
}: AppDeps) {
  // PGlite runs one query at a time in this process: two computations at once keep it busy while
  // answers are built; a PostgreSQL pool serves as many as it has connections
  const concurrency = storage.kind === 'pglite' ? 2 : config.DB_POOL_SIZE;
  const cache = new CatalogCache(storage.db, {
    admission: new Admission(concurrency, config.DB_MAX_QUEUE),
    clock,
    checksAnswers: config.CHECK_ANSWERS,
  });
  // with a country gate every catalog call must pass through it, so repeats are not answered early
  const fastAnswers = new FastAnswers(cache, config.ALLOWED_COUNTRIES.length === 0);
  const app = Fastify({
    serverFactory: (handler, options) => fastAnswers.server(handler, options),
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.cookie', 'req.headers.authorization'],
          serializers: { req: loggedRequest },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // only the configured proxies: anyone can send X-Forwarded-For, and believing every hop would let
    // a client pick its own address and pass every per-address limit
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  closeConnectionsWhenAnswered(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.CHECK_ANSWERS ? checkingSerializerCompiler : serializerCompiler);
  registerErrorHandling(app);
  registerRequestTimeout(app);

  await app.register(underPressure, {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: 1,
    pressureHandler: (_request, reply) => {
      void reply
        .code(503)
        .header('retry-after', '1')
        .send(failure(PlatformErrorCode.Overloaded, 'The service is busy, please retry shortly'));
    },
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
  });

  // request.cookies for every route; a value that is not valid percent-encoding is kept as it came
  await app.register(cookie);
  registerCrossSiteGuard(app, config.PUBLIC_ORIGIN);

  fastAnswers.register(app);
  await registerOpenApi(app, config.apiDocs);
  const context: ModuleContext = { config, storage, cache, fastAnswers, clock };

  registerCountryGate(app, config);
  // the product's time, so that a client under test (the journeys' browser) can run on the same clock
  app.get('/healthz', { schema: { response: jsonAnswers(healthSchema) } }, async () =>
    ok({ status: 'ok' as const, storage: storage.kind, now: clock.now().toISOString() }),
  );
  // readiness, not liveness: a load balancer sends traffic only where every part answers (issue 32)
  const isOperator = operatorIdentified(config.OPERATOR_TOKEN);
  app.get(
    '/readyz',
    {
      schema: {
        response: {
          200: envelopeSchema(readinessSchema),
          503: envelopeSchema(readinessSchema).describe('not ready: the checks say which part is not'),
          ...failureAnswers,
        },
      },
    },
    async (request, reply) => {
      const detailed = !config.production || isOperator(request);
      const answer = readinessFor(await readiness(config, storage.db), detailed);
      if (answer.ready) return ok(answer);
      const missing = answer.checks
        .filter((check) => !check.ok)
        .map((check) => (detailed ? `${check.part}: ${check.detail}` : check.part));
      return reply.code(503).send({
        Success: false,
        Result: answer,
        ErrorCode: PlatformErrorCode.NotReady,
        ErrorMessage: `not ready: ${missing.join('; ')}`,
      });
    },
  );
  await registerContentRoutes(app, context);
  await registerSearchRoutes(app, context);
  await registerClientErrorRoutes(app);
  await registerAppConfigRoutes(app, context);
  await registerImageRoutes(app, context);
  await registerGuideRoutes(app, context, recordingFacts(storage.db));
  await registerOperatorRoutes(app, context);
  await registerMembershipRoutes(app, context, (userId) => activeProducts(storage.db, clock.now(), userId));
  await registerBillingRoutes(app, context, faults);
  const jobs = backgroundJobRunner({ config, db: storage.db, clock, money: app.money, log: app.log });
  app.decorate('jobs', jobs);
  // a run in progress ends (within the runner's grace time) before the database closes
  app.addHook('onClose', () => jobs.stop());
  registerJobRoutes(app, config, jobs);
  await registerNotifyRoutes(app, context);
  await registerListRoutes(app, context);
  const playback = await registerPlaybackRoutes(app, context);
  // media asks playback whether a token's stream still plays: media never imports playback (ADR 025)
  await registerMediaRoutes(
    app,
    context,
    media,
    schedule,
    mediaStreams ?? ((stream, scope, holdUntil) => playback.mediaStreamOpen(stream, scope, holdUntil)),
  );
  await registerWebRoutes(app, context);
  return app;
}

/**
 * The guide's view of the recordings, read from the modules that own them: the recorder's signals and
 * DVR starts, the cutter's catch-up. Both import the guide, so the guide is handed these (ADR 025).
 */
function recordingFacts(db: Db): RecordingFacts {
  return {
    signals: (channelIds, from, to) => channelSignals(db, channelIds, from, to),
    recordingStarts: (channelIds) => recordingStarts(db, channelIds),
    cutProgrammes: (channelIds, from, to) => cutProgrammes(db, channelIds, from, to),
  };
}
