import { DEMO_OUTBOX_HEADER, OUTBOX_PATH, outboxMessagesSchema, outboxQuerySchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/module-context.js';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { isEmbeddedDemo } from './notifier.js';
import { latestOutboxMessages } from './outbox.js';

/** Said on every answer of the outbox, so nobody takes a server that has it for a real one. */
const DEMO_NOTICE =
  'demo: this outbox exists only in the embedded demo; NODE_ENV=production refuses to start with it';

/**
 * The demo outbox, where a person trying the product reads their code. It exists only in the embedded
 * demo (no message leaves the server, not NODE_ENV=production): there nobody could receive a code any
 * other way, whereas anywhere else it would hand anyone the codes of every account.
 */
export async function registerNotifyRoutes(app: FastifyInstance, { config, storage }: ModuleContext) {
  if (!isEmbeddedDemo(config)) return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      OUTBOX_PATH,
      { schema: { querystring: outboxQuerySchema, response: jsonAnswers(outboxMessagesSchema) } },
      async (request, reply) => {
        // codes go stale in seconds: never from a cache
        reply.header('cache-control', 'no-store').header(DEMO_OUTBOX_HEADER, DEMO_NOTICE);
        return ok(await latestOutboxMessages(storage.db, request.query));
      },
    );
}
