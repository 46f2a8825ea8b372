import { PlatformErrorCode } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';

/**
 * The web app shows the server's message under the form, so a refused body answers the first rule's
 * message exactly as docs/behaviour/accounts.md#validation words it, without field names; other errors go to the app's handler.
 */
export function answerSpecMessages(scope: FastifyInstance) {
  scope.setErrorHandler((error) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      throw new AppError(
        400,
        PlatformErrorCode.BadRequest,
        error.validation[0]?.message ?? 'Invalid request',
      );
    }
    throw error;
  });
}
