import { IDEMPOTENCY_KEY_HEADER, MembershipErrorCode, SalesErrorCode, SalesMessage } from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { memberById, signedIn, type Member } from '../membership/public.js';
import type { MoneyDeps } from './deps.js';
import { salesError } from './errors.js';

// what a billing route reads from its request; the services behind it take plain values

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member a money call acts for: set before the handler in a `requireMember` scope. */
    member: Member | null;
  }
}

/**
 * Every call of `scope` acts for the signed-in member (token header or er-auth-token cookie), found once
 * before its handler, after its input is checked: 401 SignInRequired without a live session.
 */
export function requireMember(scope: FastifyInstance, { db, clock }: MoneyDeps) {
  scope.decorateRequest('member', null);
  scope.addHook('preHandler', async (request) => {
    const session = await signedIn(db, clock, request);
    request.member = await memberById(db, session.userId);
  });
}

/** The member a call of a `requireMember` scope acts for. */
export function memberOf(request: FastifyRequest): Member {
  // a route registered outside a requireMember scope is the code's mistake, never the caller's
  if (!request.member) throw new Error(`${request.routeOptions.url} is not in a requireMember scope`);
  return request.member;
}

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
