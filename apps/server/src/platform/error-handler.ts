import { PlatformErrorCode } from '@sahra/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, failure } from './errors.js';

/** Fastify's own client errors, by code, with the status and message the client gets. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, PlatformErrorCode.BadRequest, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, PlatformErrorCode.BadRequest, 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, PlatformErrorCode.PayloadTooLarge, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    PlatformErrorCode.BadRequest,
    'The request body must be application/json',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    PlatformErrorCode.BadRequest,
    'The Content-Length header is wrong',
  ],
};

/**
 * A response stream cut short because the client left (a player dropping a playlist download to zap or
 * seek): nothing failed on our side, and nobody is there to answer.
 */
const CLIENT_WENT_AWAY = 'ERR_STREAM_PREMATURE_CLOSE';

/** Every failure leaves as an envelope with a fitting status; nothing internal reaches the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(failure(error.errorCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply
        .code(400)
        .send(failure(PlatformErrorCode.BadRequest, `Invalid ${error.validationContext}: ${message}`));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send(failure(known[1], known[2]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(failure(PlatformErrorCode.BadRequest, error.message));
    }
    if (error.code === CLIENT_WENT_AWAY) {
      request.log.debug({ err: error }, 'client closed the connection before the answer ended');
      return reply.code(499).send();
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(PlatformErrorCode.Internal, 'Something went wrong on our side'));
  });
}
