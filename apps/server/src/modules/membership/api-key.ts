import { API_KEY_PARAMETER, MembershipErrorCode, MembershipMessage } from '@sahra/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { digest } from './secrets.js';

/** Every call of the account service carries the API key as a query parameter (docs/behaviour/accounts.md#calls). */
export function requireApiKey(scope: FastifyInstance, apiKey: string) {
  const expected = Buffer.from(digest(apiKey));
  scope.addHook('onRequest', async (request) => {
    const given = (request.query as Record<string, unknown>)[API_KEY_PARAMETER];
    if (typeof given !== 'string' || given.length === 0) {
      throw new AppError(401, MembershipErrorCode.ApiKeyRequired, MembershipMessage.ApiKeyRequired);
    }
    // digests have one length, so the comparison takes as long whatever was sent
    if (!timingSafeEqual(Buffer.from(digest(given)), expected)) {
      throw new AppError(403, MembershipErrorCode.ApiKeyInvalid, MembershipMessage.ApiKeyInvalid);
    }
  });
}
