import {
  channelSignalParamsSchema,
  channelSignalResponseSchema,
  envelopeSchema,
  guideGridQuerySchema,
  guideGridResponseSchema,
  instantGuideParamsSchema,
  instantGuideResponseSchema,
  scheduleParamsSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
  MINUTE_MS,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { jsonAnswers, sendReadyJson } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { allChannels, type GuideChannel } from './programme-repository.js';
import type { RecordingFacts } from './recordings.js';
import { channelSchedule, channelSignal, guideGrid, instantGuide } from './service.js';

/**
 * The guide calls of docs/behaviour/channels-live-guide.md#guide-calls (public). Answers depend on the time (now and next, the DVR
 * window), so they are kept in the catalog cache for the minute they were computed in, and dropped
 * with everything else when an import moves the catalog version.
 */
export async function registerGuideRoutes(
  app: FastifyInstance,
  { storage, cache, clock }: ModuleContext,
  recordings: RecordingFacts,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = storage.db;

  /** The channel list is catalog data: cached until the catalog version moves, read before any answer. */
  async function channels(): Promise<GuideChannel[]> {
    const json = await cache.keep('guide:channels', () => allChannels(db));
    return JSON.parse(json.toString()) as GuideChannel[];
  }

  async function answer<Result extends z.ZodType>(
    reply: FastifyReply,
    call: string,
    result: Result,
    parsed: unknown,
    compute: (channels: GuideChannel[], now: Date) => Promise<z.output<Result>>,
  ) {
    // read first, not inside the answer's computation: one cached computation never waits on another
    const list = await channels();
    const now = clock.now();
    const key = `guide:${call}:${Math.floor(now.getTime() / MINUTE_MS)}:${JSON.stringify(parsed)}`;
    const json = await cache.answer(key, envelopeSchema(result), async () => ok(await compute(list, now)));
    return sendReadyJson(reply, json);
  }

  routes.get(
    '/epg/instant/:offsetHours',
    { schema: { params: instantGuideParamsSchema, response: jsonAnswers(instantGuideResponseSchema) } },
    (request, reply) =>
      answer(reply, 'instant', instantGuideResponseSchema, request.params, (list, now) =>
        instantGuide(db, recordings, list, request.params.offsetHours, now),
      ),
  );
  routes.get(
    '/epg/schedule/:channelId/:date/3',
    {
      schema: {
        params: scheduleParamsSchema,
        querystring: scheduleQuerySchema,
        response: jsonAnswers(scheduleResponseSchema),
      },
    },
    (request, reply) => {
      const parsed = { ...request.params, offsetHours: request.query.offset };
      return answer(reply, 'schedule', scheduleResponseSchema, parsed, (list, now) =>
        channelSchedule(db, recordings, list, parsed, now),
      );
    },
  );
  routes.get(
    '/epg/signal/:channelId',
    { schema: { params: channelSignalParamsSchema, response: jsonAnswers(channelSignalResponseSchema) } },
    (request, reply) =>
      answer(reply, 'signal', channelSignalResponseSchema, request.params, (list, now) =>
        channelSignal(recordings, list, request.params.channelId, now),
      ),
  );
  routes.get(
    '/epg/grid',
    { schema: { querystring: guideGridQuerySchema, response: jsonAnswers(guideGridResponseSchema) } },
    (request, reply) =>
      answer(reply, 'grid', guideGridResponseSchema, request.query, (list, now) =>
        guideGrid(db, recordings, list, request.query, now),
      ),
  );
}
