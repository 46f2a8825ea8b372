import { AuthHeader, IDEMPOTENCY_KEY_HEADER, SalesErrorCode, SalesMessage } from '@sahra/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { SignInOptions } from '../membership/public.js';
import { salesError } from './errors.js';

// what a billing route reads from its request; the services behind it take plain values (the calling
// member comes from membership's requireMember hook)

/**
 * Who a cancel or auto-renew call acts for, found by their `requireSignIn` scope: the `token` the query
 * names (cancel's parameter, docs/behaviour/subscription.md#calls), else the header or cookie;
 * docs/behaviour/errors-and-messages.md#network-errors words a call without a live session "Couldn't find user".
 */
export const cancellingCaller: SignInOptions = {
  tokenParameter: AuthHeader.Token,
  refusal: () => salesError('UserNotFound'),
};

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's Idempotency-Key header; 400 without a usable one. */
export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError(400, SalesErrorCode.IdempotencyKeyRequired, SalesMessage.IdempotencyKeyRequired);
  }
  return key;
}
