import rateLimit from '@fastify/rate-limit';
import { MINUTE_MS, PlatformErrorCode } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failureAnswers, noBody } from '../../platform/answers.js';
import { AppError } from '../../platform/errors.js';
import { CLIENT_ERROR_BODY_LIMIT_BYTES, clientErrorReportSchema } from './schema.js';

/** Reports one client (address) may send per minute; the web app itself sends at most a few per page. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 20;

/**
 * POST /api/client-errors: the web app's uncaught errors, logged at warn so they show up next to the
 * server's own. Answers 204 (nothing to say back), 400 for a body that is not a report, 413 over 16 KB
 * and 429 when one client reports too often.
 */
export async function registerClientErrorRoutes(app: FastifyInstance) {
  // its own scope: the limiter counts in this process's memory, which is good enough to stop a page in an
  // error loop from flooding the logs, and no other route is limited by it
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () =>
        new AppError(429, PlatformErrorCode.Overloaded, 'Too many error reports; try again in a minute'),
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/client-errors',
      {
        bodyLimit: CLIENT_ERROR_BODY_LIMIT_BYTES,
        schema: {
          body: clientErrorReportSchema,
          response: { 204: noBody('the report is logged'), ...failureAnswers },
        },
        config: { rateLimit: { max: CLIENT_ERROR_REPORTS_PER_MINUTE, timeWindow: MINUTE_MS } },
      },
      async (request, reply) => {
        request.log.warn({ clientError: request.body }, 'client error reported');
        return reply.code(204).send();
      },
    );
  });
}
