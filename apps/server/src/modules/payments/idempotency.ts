import { IDEMPOTENCY_KEY_HEADER, SalesErrorCode, SalesMessage } from '@sahra/contracts';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's Idempotency-Key header; 400 without a usable one. */
export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError(400, SalesErrorCode.IdempotencyKeyRequired, SalesMessage.IdempotencyKeyRequired);
  }
  return key;
}

/** A stable digest of what a request asked (route and body), to tell a retry from another request. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(route)
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

export const keyReused = () =>
  new AppError(409, SalesErrorCode.IdempotencyKeyReused, SalesMessage.IdempotencyKeyReused);

/** Records a key with its request the first time; refuses the key with another request (409). */
export async function claimKey(db: Db, userId: number, key: string, hash: string, at: Date) {
  await db
    .insertInto('payment_idempotency')
    .values({ user_id: userId, idempotency_key: key, request_hash: hash, created_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .execute();
  const stored = await db
    .selectFrom('payment_idempotency')
    .select('request_hash')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== hash) throw keyReused();
}
