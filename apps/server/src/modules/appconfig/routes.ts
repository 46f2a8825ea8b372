import {
  appConfigRequestSchema,
  appConfigResponseSchema,
  COUNTRY_CODE_HEADER,
  envelopeSchema,
  homeGroupsResponseSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { jsonAnswers, sendReadyJson } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { resolveCountry } from '../geo/public.js';
import { findHomeConfiguration, findHomeGroups } from './repository.js';

/**
 * The app configuration service: the menu pages per app group and the home groups. Both answers are
 * catalog data (cached until the catalog changes); the country header is per visitor, so it is added
 * outside the cache.
 */
export async function registerAppConfigRoutes(
  app: FastifyInstance,
  { config, storage, cache }: ModuleContext,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/appconfig/config',
    { schema: { querystring: appConfigRequestSchema, response: jsonAnswers(appConfigResponseSchema) } },
    async (request, reply) => {
      const { appGroup } = request.query;
      const [country, json] = await Promise.all([
        resolveCountry(request, config),
        cache.answer(`appconfig:config:${appGroup}`, envelopeSchema(appConfigResponseSchema), async () =>
          ok(await findHomeConfiguration(storage.db, appGroup)),
        ),
      ]);
      return sendReadyJson(reply.header(COUNTRY_CODE_HEADER, country), json);
    },
  );

  const homeGroups = { response: jsonAnswers(homeGroupsResponseSchema) };
  routes.get('/appconfig/home-groups', { schema: homeGroups }, async (request, reply) => {
    const [country, json] = await Promise.all([
      resolveCountry(request, config),
      cache.answer('appconfig:home-groups', envelopeSchema(homeGroupsResponseSchema), async () =>
        ok(await findHomeGroups(storage.db)),
      ),
    ]);
    return sendReadyJson(reply.header(COUNTRY_CODE_HEADER, country), json);
  });
}
