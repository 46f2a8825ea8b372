import {
  doneResultSchema,
  envelopeSchema,
  heartbeatRequestSchema,
  heartbeatResultSchema,
  stopOtherStreamRequestSchema,
  stopStreamRequestSchema,
  streamListSchema,
  ticketRequestSchema,
  ticketResultSchema,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { recogniseSignIn, requireSignIn, signedInIfAny, signedInOf } from '../membership/public.js';
import { TooManyStreams } from './errors.js';
import { PlaybackService } from './service.js';

/**
 * A call that may be refused as a fourth stream, with the streams playing (errors.ts): the ticket, and
 * the heartbeat of a stream back from a network drop.
 */
const orFourthStream = <T extends Parameters<typeof jsonAnswers>[0]>(result: T) => ({
  ...jsonAnswers(result),
  409: envelopeSchema(streamListSchema),
});
const ticketAnswers = orFourthStream(ticketResultSchema);
const stopAnswers = jsonAnswers(doneResultSchema);

/** Answers never to be stored by a browser or a CDN: each one holds a credential or a live state. */
const NO_STORE = 'no-store';

/** The ticket, heartbeat and stream calls under /session (README.md). */
export async function registerPlaybackRoutes(
  app: FastifyInstance,
  { config, storage, clock }: ModuleContext,
) {
  const links = { secret: config.MEDIA_LINK_SECRET, origin: config.MEDIA_ORIGIN ?? '' };
  const playback = new PlaybackService(storage.db, clock, links, config.CATCHUP_DAYS);
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', NO_STORE);
    });
    // the fourth stream's refusal carries the streams playing, which the shared envelope has no room for
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof TooManyStreams) return reply.code(error.statusCode).send(error.envelope);
      throw error;
    });
    const sessions = { db: storage.db, clock };
    await scope.register(async (callers) => {
      // a visitor plays what plays without an account; a signed-in caller's plays hold a lease
      recogniseSignIn(callers, sessions);
      registerPlays(callers, playback);
    });
    await scope.register(async (members) => {
      requireSignIn(members, sessions);
      registerStreamList(members, playback);
    });
  });
  return playback;
}

/** The ticket, its heartbeat and its stop; `callers` is a recogniseSignIn scope. */
function registerPlays(callers: FastifyInstance, playback: PlaybackService) {
  const routes = callers.withTypeProvider<ZodTypeProvider>();
  const caller = (request: FastifyRequest) => signedInIfAny(request)?.session;

  routes.post(
    '/session/content',
    { schema: { body: ticketRequestSchema, response: ticketAnswers } },
    async (request) => {
      const { Id, Lang, DeviceName, ProgrammeStart } = request.body;
      const userAgent = request.headers['user-agent'];
      return ok(
        await playback.ticket(caller(request), {
          contentId: Id,
          language: Lang,
          deviceName: DeviceName,
          userAgent,
          programmeStart: ProgrammeStart === undefined ? undefined : new Date(ProgrammeStart),
        }),
      );
    },
  );

  routes.post(
    '/session/heartbeat',
    { schema: { body: heartbeatRequestSchema, response: orFourthStream(heartbeatResultSchema) } },
    async (request) => ok(await playback.heartbeat(caller(request), request.body.ticket)),
  );

  routes.post(
    '/session/stop',
    { schema: { body: stopStreamRequestSchema, response: stopAnswers } },
    async (request) => {
      await playback.stop(caller(request), request.body.ticket);
      return ok(true);
    },
  );
}

/** The account's streams, on whichever device each plays; `members` is a requireSignIn scope. */
function registerStreamList(members: FastifyInstance, playback: PlaybackService) {
  const routes = members.withTypeProvider<ZodTypeProvider>();

  routes.get('/session/streams', { schema: { response: jsonAnswers(streamListSchema) } }, async (request) =>
    ok({ Streams: await playback.streams(signedInOf(request).session) }),
  );

  routes.post(
    '/session/streams/stop',
    { schema: { body: stopOtherStreamRequestSchema, response: stopAnswers } },
    async (request) => {
      await playback.stopStream(signedInOf(request).session, request.body.Id);
      return ok(true);
    },
  );
}
