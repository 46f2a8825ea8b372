import {
  type CodeType,
  MembershipErrorCode,
  MembershipMessage,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Notifier } from '../notify/notifier.js';
import { codeMessage } from './messages.js';
import { digest, newVerificationCode } from './secrets.js';
import { findUser, isEmail } from './users.js';

export interface CodeRequest {
  codeType: CodeType;
  belongTo: string;
  language: 'en' | 'ar';
}

/**
 * Sends a fresh code, which replaces any earlier one; answers its expiry in unix seconds. Without an
 * account nothing is sent but the answer is the same, so the call never tells who has an account.
 */
export async function sendCode(
  db: Db,
  clock: Clock,
  notifier: Notifier,
  request: CodeRequest,
): Promise<number> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const user = await findUser(db, request.belongTo);
  if (!user) return expires;
  const email = isEmail(request.belongTo);
  if (request.codeType === 'Account' && (email ? user.email_verified : user.mobile_verified)) {
    throw new AppError(409, MembershipErrorCode.AlreadyVerified, MembershipMessage.AlreadyVerified);
  }
  const code = newVerificationCode();
  await db
    .insertInto('verification_code')
    .values({
      belong_to: request.belongTo,
      code_type: request.codeType,
      code_hash: digest(code),
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  await notifier.send({
    channel: email ? 'email' : 'sms',
    recipient: email ? user.email : user.mobile,
    language: request.language,
    ...codeMessage(request.codeType, request.language, code),
  });
  return expires;
}

type Outcome = 'used' | 'wrong' | 'expired' | 'locked';

const REFUSALS: Record<Exclude<Outcome, 'used'>, () => AppError> = {
  wrong: () => new AppError(400, MembershipErrorCode.InvalidCode, MembershipMessage.InvalidCode),
  expired: () => new AppError(400, MembershipErrorCode.CodeExpired, MembershipMessage.CodeExpired),
  locked: () => new AppError(429, MembershipErrorCode.CodeLocked, MembershipMessage.CodeLocked),
};

/**
 * Uses up the latest code sent to `belongTo`, then runs `then` in the same transaction. A wrong code
 * counts against the code even though the call fails, and after VERIFICATION_MAX_ATTEMPTS wrong ones
 * the code is dead.
 */
export async function useCode(
  db: Db,
  clock: Clock,
  request: { codeType: CodeType; belongTo: string; code: string },
  then: (tx: Db) => Promise<void>,
) {
  const outcome = await db.transaction().execute(async (tx): Promise<Outcome> => {
    const latest = await tx
      .selectFrom('verification_code')
      .selectAll()
      .where('belong_to', '=', request.belongTo)
      .where('code_type', '=', request.codeType)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!latest || latest.used_at) return 'wrong';
    if (latest.attempts >= VERIFICATION_MAX_ATTEMPTS) return 'locked';
    if (latest.expires_at <= clock.now()) return 'expired';
    if (latest.code_hash !== digest(request.code)) {
      await tx
        .updateTable('verification_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', latest.id)
        .execute();
      return 'wrong';
    }
    await tx
      .updateTable('verification_code')
      .set({ used_at: clock.now() })
      .where('id', '=', latest.id)
      .execute();
    await then(tx);
    return 'used';
  });
  if (outcome !== 'used') throw REFUSALS[outcome]();
}
