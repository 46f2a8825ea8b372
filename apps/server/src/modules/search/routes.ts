import {
  autoCompleteRequestSchema,
  autoCompleteResponseSchema,
  envelopeSchema,
  itemResultsRequestSchema,
  itemResultsResponseSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { jsonAnswers, sendReadyJson } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { normalizeSearchText } from './normalize.js';
import { autoComplete, searchItemResults } from './service.js';

/**
 * The search calls of the content service (docs/behaviour/search.md#calls). Answers are catalog data, cached until
 * the catalog changes; the key holds the normalised text so spelling variants share one entry.
 */
export async function registerSearchRoutes(
  app: FastifyInstance,
  { storage, cache, fastAnswers }: ModuleContext,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/GetItemResults',
    { schema: { body: itemResultsRequestSchema, response: jsonAnswers(itemResultsResponseSchema) } },
    async (request, reply) => {
      const query = { ...request.body, Text: normalizeSearchText(request.body.Text) };
      const key = `search:results:${JSON.stringify(query)}`;
      const json = await cache.answer(key, envelopeSchema(itemResultsResponseSchema), async () =>
        ok(await searchItemResults(storage.db, query)),
      );
      fastAnswers.remember(request.raw, key);
      return sendReadyJson(reply, json);
    },
  );

  routes.post(
    '/api/AutoComplete',
    { schema: { body: autoCompleteRequestSchema, response: jsonAnswers(autoCompleteResponseSchema) } },
    async (request, reply) => {
      const query = { ...request.body, Text: normalizeSearchText(request.body.Text) };
      const key = `search:autocomplete:${JSON.stringify(query)}`;
      const json = await cache.answer(key, envelopeSchema(autoCompleteResponseSchema), async () =>
        ok(await autoComplete(storage.db, query)),
      );
      fastAnswers.remember(request.raw, key);
      return sendReadyJson(reply, json);
    },
  );
}
