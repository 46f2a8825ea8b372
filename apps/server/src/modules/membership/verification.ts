import {
  type CodeType,
  Language,
  MembershipErrorCode,
  MembershipMessage,
  MINUTE_MS,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Delivery } from './delivery.js';
import { codeMessage, knownLanguage } from './messages.js';
import { digest, newVerificationCode } from './secrets.js';
import { findUser, isEmail } from './user-repository.js';
import { countWrongTry, insertCode, latestCodeForUpdate, markCodeUsed } from './verification-repository.js';

export interface CodeRequest {
  codeType: CodeType;
  belongTo: string;
  /** The language the call asked for; without it, the account's own. */
  language: Language | undefined;
}

/**
 * Sends a fresh code, which replaces any earlier one; answers its expiry in unix seconds. An address
 * without an account gets a code stored too, which nobody receives, and the message goes out after the
 * answer: both cases answer alike and take as long, so the call never tells who has an account. Only
 * 109303 for an address already verified does, as docs/behaviour/accounts.md#verification wants; the rate limits bound it.
 */
export async function sendCode(
  db: Db,
  clock: Clock,
  delivery: Delivery,
  request: CodeRequest,
): Promise<number> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_MINUTES * MINUTE_MS);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const user = await findUser(db, request.belongTo);
  const email = isEmail(request.belongTo);
  if (user && request.codeType === 'Account' && (email ? user.email_verified : user.mobile_verified)) {
    throw new AppError(409, MembershipErrorCode.AlreadyVerified, MembershipMessage.AlreadyVerified);
  }
  const code = newVerificationCode();
  await insertCode(db, {
    belong_to: request.belongTo,
    code_type: request.codeType,
    code_hash: digest(code),
    created_at: now,
    expires_at: expiresAt,
  });
  if (user) {
    const language = request.language ?? knownLanguage(user.language) ?? Language.English;
    delivery.send({
      channel: email ? 'email' : 'sms',
      recipient: email ? user.email : user.mobile,
      language,
      code,
      ...codeMessage(request.codeType, language, code),
    });
  }
  return expires;
}

type Outcome = 'right' | 'wrong' | 'expired' | 'locked';

export const invalidCode = () =>
  new AppError(400, MembershipErrorCode.InvalidCode, MembershipMessage.InvalidCode);

const REFUSALS: Record<Exclude<Outcome, 'right'>, () => AppError> = {
  wrong: invalidCode,
  expired: () => new AppError(400, MembershipErrorCode.CodeExpired, MembershipMessage.CodeExpired),
  locked: () => new AppError(429, MembershipErrorCode.CodeLocked, MembershipMessage.CodeLocked),
};

export interface CodeCheck {
  codeType: CodeType;
  belongTo: string;
  code: string;
}

/**
 * Checks `code` against the latest code sent to `belongTo` and, when it is right, runs `whenRight` in
 * the same transaction, which holds the code's row locked so concurrent checks of one code queue up.
 * A wrong code counts against the code even though the call fails, and after
 * VERIFICATION_MAX_ATTEMPTS wrong ones the code is dead, however it is checked.
 */
async function checkCode(
  db: Db,
  clock: Clock,
  request: CodeCheck,
  whenRight: (tx: Db, codeId: number) => Promise<void>,
) {
  const outcome = await db.transaction().execute(async (tx): Promise<Outcome> => {
    const latest = await latestCodeForUpdate(tx, request.belongTo, request.codeType);
    if (!latest || latest.used_at) return 'wrong';
    if (latest.attempts >= VERIFICATION_MAX_ATTEMPTS) return 'locked';
    if (latest.expires_at <= clock.now()) return 'expired';
    if (latest.code_hash !== digest(request.code)) {
      await countWrongTry(tx, latest.id);
      return 'wrong';
    }
    await whenRight(tx, latest.id);
    return 'right';
  });
  if (outcome !== 'right') throw REFUSALS[outcome]();
}

/** Uses up the code, then runs `then` in the same transaction: exactly one of concurrent uses succeeds. */
export function useCode(db: Db, clock: Clock, request: CodeCheck, then: (tx: Db) => Promise<void>) {
  return checkCode(db, clock, request, async (tx, codeId) => {
    await markCodeUsed(tx, codeId, clock.now());
    await then(tx);
  });
}

/**
 * The VerifyCode call (docs/behaviour/accounts.md#calls): says whether the code is right without using it up, so the forgot
 * password screen can check the code before asking for the new password, which then uses it.
 */
export function verifyCode(db: Db, clock: Clock, request: CodeCheck) {
  return checkCode(db, clock, request, async () => undefined);
}
