import { IDEMPOTENCY_KEY_HEADER, MembershipErrorCode, SalesErrorCode, SalesMessage } from '@sahra/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { signedIn } from '../membership/public.js';
import type { MoneyDeps } from './deps.js';
import { salesError } from './errors.js';

// what a billing route reads from its request; the services behind it take plain values (the calling
// member comes from membership's requireMember hook)

/**
 * The user a cancel or auto-renew call acts for (`token`, else the header or cookie); docs/behaviour/errors-and-messages.md#network-errors words
 * an unknown token as "Couldn't find user".
 */
export async function cancellingUser(
  { db, clock }: MoneyDeps,
  request: FastifyRequest,
  token?: string,
): Promise<number> {
  try {
    return (await signedIn(db, clock, request, token)).userId;
  } catch (error) {
    if (error instanceof AppError && error.errorCode === MembershipErrorCode.SignInRequired) {
      throw salesError('UserNotFound');
    }
    throw error;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's Idempotency-Key header; 400 without a usable one. */
export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError(400, SalesErrorCode.IdempotencyKeyRequired, SalesMessage.IdempotencyKeyRequired);
  }
  return key;
}
