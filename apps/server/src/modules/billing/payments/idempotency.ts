import { SalesErrorCode, SalesMessage } from '@sahra/contracts';
import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/db.js';
import { AppError } from '../../../platform/errors.js';
import { storeKey } from './idempotency-repository.js';

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
  if ((await storeKey(db, userId, key, hash, at)) !== hash) throw keyReused();
}
