import {
  assetIdsRequestSchema,
  customValuesRequestSchema,
  filteredVideosRequestSchema,
  idsRequestSchema,
  itemByIdRequestSchema,
  listAndItemsRequestSchema,
  listIdsRequestSchema,
  listItemsRequestSchema,
  listsByGroupRequestSchema,
  sliderRequestSchema,
  sortedCustomValuesRequestSchema,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { ok } from '../../platform/errors.js';
import {
  getListAndItemsByListId,
  getListItems,
  getListItemsByIds,
  getListsByGroupId,
} from './list-service.js';
import {
  getCustomValues,
  getFilteredVideos,
  getItemById,
  getItemsByAssetIds,
  getItemsByIds,
  getSliderById,
} from './service.js';

/**
 * The content service calls of docs/behaviour/catalog-calls.md#calls. Every answer is catalog data, so each is computed
 * once per distinct parsed request and kept as JSON text until the catalog changes.
 */
export async function registerContentRoutes(
  app: FastifyInstance,
  { storage, cache, fastAnswers }: ModuleContext,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = storage.db;

  /** Answers the ok envelope of `compute`, cached under the call name and the parsed (not raw) request. */
  async function answer(reply: FastifyReply, call: string, parsed: unknown, compute: () => Promise<unknown>) {
    const key = `content:${call}:${JSON.stringify(parsed)}`;
    const json = await cache.answer(key, async () => ok(await compute()));
    fastAnswers.remember(reply.request.raw, key);
    return reply.type('application/json').send(json);
  }

  routes.get(
    '/api/GetCustomValuesByCategoryId',
    { schema: { querystring: customValuesRequestSchema } },
    (request, reply) =>
      answer(reply, 'GetCustomValuesByCategoryId', request.query, () => getCustomValues(db, request.query)),
  );
  routes.get(
    '/api/GetSortedCustomValuesByCategoryId',
    { schema: { querystring: sortedCustomValuesRequestSchema } },
    (request, reply) =>
      answer(reply, 'GetSortedCustomValuesByCategoryId', request.query, () =>
        getCustomValues(db, request.query),
      ),
  );
  routes.get(
    '/api/GetListAndItemsByListId',
    { schema: { querystring: listAndItemsRequestSchema } },
    (request, reply) =>
      answer(reply, 'GetListAndItemsByListId', request.query, () =>
        getListAndItemsByListId(db, request.query.listId, request.query.language),
      ),
  );
  routes.get(
    '/api/GetListsByGroupId',
    { schema: { querystring: listsByGroupRequestSchema } },
    (request, reply) =>
      answer(reply, 'GetListsByGroupId', request.query, () =>
        getListsByGroupId(db, request.query.listGroupID, request.query.sortDirection, request.query.language),
      ),
  );
  routes.get('/api/GetItemById', { schema: { querystring: itemByIdRequestSchema } }, (request, reply) =>
    answer(reply, 'GetItemById', request.query, () => getItemById(db, request.query.id)),
  );
  routes.get('/api/GetSliderById', { schema: { querystring: sliderRequestSchema } }, (request, reply) =>
    answer(reply, 'GetSliderById', request.query, () => getSliderById(db, request.query.sliderId)),
  );
  routes.post('/api/GetFilteredVideos', { schema: { body: filteredVideosRequestSchema } }, (request, reply) =>
    answer(reply, 'GetFilteredVideos', request.body, () => getFilteredVideos(db, request.body)),
  );
  routes.post('/api/GetListItems', { schema: { body: listItemsRequestSchema } }, (request, reply) =>
    answer(reply, 'GetListItems', request.body, () => getListItems(db, request.body)),
  );
  routes.post('/api/GetListItemsByIds', { schema: { body: listIdsRequestSchema } }, (request, reply) =>
    answer(reply, 'GetListItemsByIds', request.body, () =>
      getListItemsByIds(db, request.body.ids, request.body.language),
    ),
  );
  routes.post('/api/GetItemsByIDs', { schema: { body: idsRequestSchema } }, (request, reply) =>
    answer(reply, 'GetItemsByIDs', request.body, () => getItemsByIds(db, request.body.ids)),
  );
  routes.post('/api/GetItemsByAssetIDs', { schema: { body: assetIdsRequestSchema } }, (request, reply) =>
    answer(reply, 'GetItemsByAssetIDs', request.body, () => getItemsByAssetIds(db, request.body.ids)),
  );
}
