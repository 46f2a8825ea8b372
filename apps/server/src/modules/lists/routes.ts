import {
  addToListRequestSchema,
  getListContainersRequestSchema,
  getSummaryRequestSchema,
  getUserListRequestSchema,
  listChangeResultSchema,
  listContainersPageSchema,
  listSummarySchema,
  removeFromListRequestSchema,
  userListPageSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { userOfLoginToken } from '../membership/public.js';
import { addToList, getList, getListContainers, getSummary, removeFromList } from './service.js';

/**
 * The user-list service of docs/behaviour/lists.md#login-token. Every call names its user only by the login token of GET
 * /service/profile in the body; a visitor's token or a dead one is refused, so a user reaches no
 * list but their own. Answers are personal: never cached, by the server or on the way.
 */
export async function registerListRoutes(app: FastifyInstance, context: ModuleContext) {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    registerCalls(scope, context);
  });
}

function registerCalls(scope: FastifyInstance, { storage, clock }: ModuleContext) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const db = storage.db;
  const userOf = (token: string) => userOfLoginToken(db, clock, token);
  const listChange = jsonAnswers(listChangeResultSchema);

  routes.post(
    '/ues/client/get_list_v2',
    { schema: { body: getUserListRequestSchema, response: jsonAnswers(userListPageSchema) } },
    async ({ body }) => {
      const userId = await userOf(body.token);
      return ok(await getList(db, { userId, name: body.name, contentType: body.contentType }, body));
    },
  );
  routes.post(
    '/ues/client/get_list_containers',
    { schema: { body: getListContainersRequestSchema, response: jsonAnswers(listContainersPageSchema) } },
    async ({ body }) => ok(await getListContainers(db, await userOf(body.token), body.name, body)),
  );
  routes.post(
    '/ues/client/add_to_list',
    { schema: { body: addToListRequestSchema, response: listChange } },
    async ({ body }) => {
      const userId = await userOf(body.token);
      const inList = await addToList(db, clock, { userId, ...body, contentId: body.contentID });
      return ok({ success: true, inList });
    },
  );
  routes.post(
    '/ues/client/remove_from_list',
    { schema: { body: removeFromListRequestSchema, response: listChange } },
    async ({ body }) => {
      const userId = await userOf(body.token);
      await removeFromList(db, { userId, name: body.name, contentId: body.contentID });
      return ok({ success: true, inList: false });
    },
  );
  routes.post(
    '/ues/client/get_summary',
    { schema: { body: getSummaryRequestSchema, response: jsonAnswers(listSummarySchema) } },
    async ({ body }) => ok(await getSummary(db, await userOf(body.token), body.contentID)),
  );
}
