import { OUTBOX_PATH, outboxMessagesSchema, outboxQuerySchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { deliversOnlyToOutbox } from './notifier.js';
import { latestOutboxMessages } from './outbox.js';

/**
 * The demo outbox, where a person trying the product reads their code. It exists only while no
 * message leaves the server (no SMTP_URL): there nobody could receive a code any other way, whereas
 * with real delivery it would hand anyone the codes of every account.
 */
export async function registerNotifyRoutes(app: FastifyInstance, { config, storage }: ModuleContext) {
  if (!deliversOnlyToOutbox(config)) return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      OUTBOX_PATH,
      { schema: { querystring: outboxQuerySchema, response: jsonAnswers(outboxMessagesSchema) } },
      async (request, reply) => {
        // codes go stale in seconds: never from a cache
        reply.header('cache-control', 'no-store');
        return ok(await latestOutboxMessages(storage.db, request.query));
      },
    );
}
