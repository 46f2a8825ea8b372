import {
  guideGridQuerySchema,
  instantGuideParamsSchema,
  scheduleParamsSchema,
  scheduleQuerySchema,
  MINUTE_MS,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { ok } from '../../platform/errors.js';
import { allChannels, type GuideChannel } from './repository.js';
import { channelSchedule, guideGrid, instantGuide } from './service.js';

/**
 * The guide calls of docs/behaviour/channels-live-guide.md#guide-calls (public). Answers depend on the time (now and next, the DVR
 * window), so they are kept in the catalog cache for the minute they were computed in, and dropped
 * with everything else when an import moves the catalog version.
 */
export async function registerGuideRoutes(app: FastifyInstance, { storage, cache, clock }: ModuleContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = storage.db;

  /** The channel list is catalog data: cached until the catalog version moves, read before any answer. */
  async function channels(): Promise<GuideChannel[]> {
    const json = await cache.answer('guide:channels', () => allChannels(db));
    return JSON.parse(json.toString()) as GuideChannel[];
  }

  async function answer(
    reply: FastifyReply,
    call: string,
    parsed: unknown,
    compute: (channels: GuideChannel[], now: Date) => Promise<unknown>,
  ) {
    // read first, not inside the answer's computation: one cached computation never waits on another
    const list = await channels();
    const now = clock.now();
    const key = `guide:${call}:${Math.floor(now.getTime() / MINUTE_MS)}:${JSON.stringify(parsed)}`;
    const json = await cache.answer(key, async () => ok(await compute(list, now)));
    return reply.type('application/json').send(json);
  }

  routes.get(
    '/epg/instant/:offsetHours',
    { schema: { params: instantGuideParamsSchema } },
    (request, reply) =>
      answer(reply, 'instant', request.params, (list, now) =>
        instantGuide(db, list, request.params.offsetHours, now),
      ),
  );
  routes.get(
    '/epg/schedule/:channelId/:date/3',
    { schema: { params: scheduleParamsSchema, querystring: scheduleQuerySchema } },
    (request, reply) => {
      const parsed = { ...request.params, offsetHours: request.query.offset };
      return answer(reply, 'schedule', parsed, (list, now) => channelSchedule(db, list, parsed, now));
    },
  );
  routes.get('/epg/grid', { schema: { querystring: guideGridQuerySchema } }, (request, reply) =>
    answer(reply, 'grid', request.query, (list, now) => guideGrid(db, list, request.query, now)),
  );
}
