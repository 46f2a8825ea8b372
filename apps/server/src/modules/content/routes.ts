import {
  assetIdsRequestSchema,
  contentItemPageSchema,
  contentItemSchema,
  contentItemsResponseSchema,
  customValuesRequestSchema,
  customValuesResponseSchema,
  envelopeSchema,
  filteredVideosRequestSchema,
  idsRequestSchema,
  itemByIdRequestSchema,
  listAndItemsRequestSchema,
  listAndItemsSchema,
  listIdsRequestSchema,
  listItemsRequestSchema,
  listsAndItemsResponseSchema,
  listsByGroupRequestSchema,
  listsByGroupResponseSchema,
  sliderRequestSchema,
  sliderResponseSchema,
  sortedCustomValuesRequestSchema,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { jsonAnswers, sendReadyJson } from '../../platform/answers.js';
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
  async function answer<Result extends z.ZodType>(
    reply: FastifyReply,
    call: string,
    result: Result,
    parsed: unknown,
    compute: () => Promise<z.output<Result>>,
  ) {
    const key = `content:${call}:${JSON.stringify(parsed)}`;
    const json = await cache.answer(key, envelopeSchema(result), async () => ok(await compute()));
    fastAnswers.remember(reply.request.raw, key);
    return sendReadyJson(reply, json);
  }

  routes.get(
    '/api/GetCustomValuesByCategoryId',
    { schema: { querystring: customValuesRequestSchema, response: jsonAnswers(customValuesResponseSchema) } },
    (request, reply) =>
      answer(reply, 'GetCustomValuesByCategoryId', customValuesResponseSchema, request.query, () =>
        getCustomValues(db, request.query),
      ),
  );
  routes.get(
    '/api/GetSortedCustomValuesByCategoryId',
    {
      schema: {
        querystring: sortedCustomValuesRequestSchema,
        response: jsonAnswers(customValuesResponseSchema),
      },
    },
    (request, reply) =>
      answer(reply, 'GetSortedCustomValuesByCategoryId', customValuesResponseSchema, request.query, () =>
        getCustomValues(db, request.query),
      ),
  );
  routes.get(
    '/api/GetListAndItemsByListId',
    { schema: { querystring: listAndItemsRequestSchema, response: jsonAnswers(listAndItemsSchema) } },
    (request, reply) =>
      answer(reply, 'GetListAndItemsByListId', listAndItemsSchema, request.query, () =>
        getListAndItemsByListId(db, request.query.listId, request.query.language),
      ),
  );
  routes.get(
    '/api/GetListsByGroupId',
    { schema: { querystring: listsByGroupRequestSchema, response: jsonAnswers(listsByGroupResponseSchema) } },
    (request, reply) =>
      answer(reply, 'GetListsByGroupId', listsByGroupResponseSchema, request.query, () =>
        getListsByGroupId(db, request.query.listGroupID, request.query.sortDirection, request.query.language),
      ),
  );
  routes.get(
    '/api/GetItemById',
    { schema: { querystring: itemByIdRequestSchema, response: jsonAnswers(contentItemSchema) } },
    (request, reply) =>
      answer(reply, 'GetItemById', contentItemSchema, request.query, () => getItemById(db, request.query.id)),
  );
  routes.get(
    '/api/GetSliderById',
    { schema: { querystring: sliderRequestSchema, response: jsonAnswers(sliderResponseSchema) } },
    (request, reply) =>
      answer(reply, 'GetSliderById', sliderResponseSchema, request.query, () =>
        getSliderById(db, request.query.sliderId),
      ),
  );
  routes.post(
    '/api/GetFilteredVideos',
    { schema: { body: filteredVideosRequestSchema, response: jsonAnswers(contentItemPageSchema) } },
    (request, reply) =>
      answer(reply, 'GetFilteredVideos', contentItemPageSchema, request.body, () =>
        getFilteredVideos(db, request.body),
      ),
  );
  routes.post(
    '/api/GetListItems',
    { schema: { body: listItemsRequestSchema, response: jsonAnswers(contentItemPageSchema) } },
    (request, reply) =>
      answer(reply, 'GetListItems', contentItemPageSchema, request.body, () =>
        getListItems(db, request.body),
      ),
  );
  routes.post(
    '/api/GetListItemsByIds',
    { schema: { body: listIdsRequestSchema, response: jsonAnswers(listsAndItemsResponseSchema) } },
    (request, reply) =>
      answer(reply, 'GetListItemsByIds', listsAndItemsResponseSchema, request.body, () =>
        getListItemsByIds(db, request.body.ids, request.body.language),
      ),
  );
  routes.post(
    '/api/GetItemsByIDs',
    { schema: { body: idsRequestSchema, response: jsonAnswers(contentItemsResponseSchema) } },
    (request, reply) =>
      answer(reply, 'GetItemsByIDs', contentItemsResponseSchema, request.body, () =>
        getItemsByIds(db, request.body.ids),
      ),
  );
  routes.post(
    '/api/GetItemsByAssetIDs',
    { schema: { body: assetIdsRequestSchema, response: jsonAnswers(contentItemsResponseSchema) } },
    (request, reply) =>
      answer(reply, 'GetItemsByAssetIDs', contentItemsResponseSchema, request.body, () =>
        getItemsByAssetIds(db, request.body.ids),
      ),
  );
}
