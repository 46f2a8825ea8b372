import { PlatformErrorCode } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from '../../platform/clock.js';
import { failureAnswers, noBody } from '../../platform/answers.js';
import { failure } from '../../platform/errors.js';
import { FixedWindowLimiter } from './rate-limiter.js';
import { CLIENT_ERROR_BODY_LIMIT_BYTES, clientErrorReportSchema } from './schema.js';

/** Reports one client (address) may send per minute; the web app itself sends at most a few per page. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 20;

/**
 * POST /api/client-errors: the web app's uncaught errors, logged at warn so they show up next to the
 * server's own. Answers 204 (nothing to say back), 400 for a body that is not a report, 413 over 16 KB
 * and 429 when one client reports too often.
 */
export async function registerClientErrorRoutes(
  app: FastifyInstance,
  { clock = systemClock }: { clock?: Clock } = {},
) {
  const limiter = new FixedWindowLimiter(CLIENT_ERROR_REPORTS_PER_MINUTE, 60_000, clock);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT_BYTES,
      schema: {
        body: clientErrorReportSchema,
        response: { 204: noBody('the report is logged'), ...failureAnswers },
      },
    },
    async (request, reply) => {
      if (!limiter.allow(request.ip)) {
        return reply
          .code(429)
          .header('retry-after', '60')
          .send(failure(PlatformErrorCode.Overloaded, 'Too many error reports; try again in a minute'));
      }
      request.log.warn({ clientError: request.body }, 'client error reported');
      return reply.code(204).send();
    },
  );
}
