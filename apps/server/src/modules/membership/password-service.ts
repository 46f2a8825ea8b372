import {
  BotCheckAction,
  MembershipErrorCode,
  MembershipMessage,
  SalesErrorCode,
  SalesMessage,
} from '@sahra/contracts';
import { AppError } from '../../platform/errors.js';
import type { BotCheckAttempt } from './bot-check.js';
import type { MembershipDeps } from './deps.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { clearAttempts, countAttempt, RatePolicies, refundAttempt } from './rate-limit.js';
import { renewSessions, revokeSessions, type Session, type SignIn } from './sessions.js';
import { findUser, findUserById, setPassword, type UserRow } from './user-repository.js';
import { loginKey } from './users.js';
import { invalidCode, useCode } from './verification.js';

export interface PasswordReset {
  belongTo: string;
  code: string;
  password: string;
}

type PasswordDeps = Pick<MembershipDeps, 'db' | 'clock' | 'botCheck'>;

/**
 * Forgot password (code plus new password) ends every session and lifts the login limit, since the code
 * proved the owner; a change ends every session too and hands the client that made it a new one.
 */
export class PasswordService {
  constructor(private readonly deps: PasswordDeps) {}

  async reset(
    caller: { ip: string; botCheck: BotCheckAttempt },
    { belongTo, code, password }: PasswordReset,
  ) {
    const { db, clock, botCheck } = this.deps;
    await botCheck.verify(caller.botCheck, BotCheckAction.ResetPassword);
    await countAttempt(db, clock, RatePolicies.verifyPerAddress, caller.ip);
    const passwordHash = await hashPassword(password);
    await useCode(db, clock, { codeType: 'ResetPassword', belongTo, code }, async (tx) => {
      // an address without an account only ever has codes nobody received
      const user = await findUser(tx, belongTo);
      if (!user) throw invalidCode();
      await setPassword(tx, user.id, passwordHash);
      await revokeSessions(tx, clock, { userId: user.id });
      for (const identifier of [user.email, user.mobile]) {
        await clearAttempts(tx, RatePolicies.loginPerIdentifier, loginKey(identifier));
      }
    });
  }

  /**
   * Whether `password` is the signed-in user's, counted against their e-mail's login limit: a stolen
   * token must not open a way round it to guess. A right password gives its attempt back.
   */
  private async passwordChecked(user: UserRow, password: string): Promise<boolean> {
    const { db, clock } = this.deps;
    const identifier = loginKey(user.email);
    await countAttempt(db, clock, RatePolicies.loginPerIdentifier, identifier);
    if (!(await passwordMatches(user.password_hash, password))) return false;
    await refundAttempt(db, clock, RatePolicies.loginPerIdentifier, identifier);
    return true;
  }

  /** Changes the password of the signed-in user of `session`; answers the client's new sign-in. */
  async change(session: Session, currentPassword: string, password: string): Promise<SignIn> {
    const { db, clock } = this.deps;
    const user = await findUserById(db, session.userId);
    if (!(await this.passwordChecked(user, currentPassword))) {
      throw new AppError(
        403,
        MembershipErrorCode.CurrentPasswordIncorrect,
        MembershipMessage.CurrentPasswordIncorrect,
      );
    }
    await setPassword(db, user.id, await hashPassword(password));
    return renewSessions(db, clock, session);
  }

  /** The password check before a cancel (docs/behaviour/subscription.md#cancel); counted like logins, so it cannot be used to guess. */
  async check(userId: number, password: string) {
    const user = await findUserById(this.deps.db, userId);
    if (!(await this.passwordChecked(user, password))) {
      throw new AppError(403, SalesErrorCode.PasswordIncorrect, SalesMessage.PasswordIncorrect);
    }
  }
}
