import { createHash, timingSafeEqual } from 'node:crypto';
import { PlatformErrorCode } from '@sahra/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from './errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a request carries `Authorization: Bearer <OPERATOR_TOKEN>`: never without a token set. */
export function operatorIdentified(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(token);
  return (request: FastifyRequest): boolean => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    return expected !== undefined && given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

/**
 * The check of every operator call: without OPERATOR_TOKEN the calls do not exist (404, as any unknown
 * path); otherwise `Authorization: Bearer <OPERATOR_TOKEN>` or 401. Compared as digests in constant
 * time, so neither the token's bytes nor its length leak through timing.
 */
export function operatorCheck(token: string | undefined) {
  const identified = operatorIdentified(token);
  return async (request: FastifyRequest) => {
    if (token === undefined) throw notFound(`Route ${request.method}:${request.url.split('?')[0]} not found`);
    if (!identified(request)) {
      throw new AppError(401, PlatformErrorCode.Unauthorized, 'The operator token is missing or wrong', {
        'www-authenticate': 'Bearer',
      });
    }
  };
}
