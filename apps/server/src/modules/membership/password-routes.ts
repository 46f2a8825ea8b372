import {
  BotCheckAction,
  changePasswordSchema,
  checkPasswordSchema,
  resetPasswordSchema,
  SalesErrorCode,
  SalesMessage,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/errors.js';
import { authToken } from './cookies.js';
import type { MembershipDeps } from './deps.js';
import { hashPassword, invalidCredentials, passwordMatches } from './passwords.js';
import { clearAttempts, countAttempt, RatePolicies, refundAttempt } from './rate-limit.js';
import { authenticate, renewSessions, revokeSessions } from './sessions.js';
import { handOutSignIn } from './sign-in-answer.js';
import { accountKey, findUser, findUserById, setPassword } from './users.js';
import { invalidCode, useCode } from './verification.js';

/**
 * Forgot password (code plus new password) ends every session and lifts the login limit, since the code
 * proved the owner; a change ends every session too and hands the client that made it a new one.
 */
export function registerPasswordRoutes(scope: FastifyInstance, { db, clock, botCheck }: MembershipDeps) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/membership/changepassword/reset',
    { schema: { body: resetPasswordSchema } },
    async (request) => {
      const { BelongTo: belongTo, Code: code, Password: password } = request.body;
      await botCheck.verify(request, BotCheckAction.ResetPassword);
      await countAttempt(db, clock, RatePolicies.verifyPerAddress, request.ip);
      const passwordHash = await hashPassword(password);
      await useCode(db, clock, { codeType: 'ResetPassword', belongTo, code }, async (tx) => {
        // an address without an account only ever has codes nobody received
        const user = await findUser(tx, belongTo);
        if (!user) throw invalidCode();
        await setPassword(tx, user.id, passwordHash);
        await revokeSessions(tx, clock, { userId: user.id });
        await clearAttempts(tx, RatePolicies.loginPerAccount, accountKey(user, belongTo));
      });
      return ok(true);
    },
  );

  routes.post(
    '/membership/changepassword/change',
    { schema: { body: changePasswordSchema } },
    async (request, reply) => {
      const session = await authenticate(db, clock, authToken(request));
      const user = await findUserById(db, session.userId);
      // a stolen token must not open a way round the login limit to guess the password
      const account = accountKey(user, user.email);
      await countAttempt(db, clock, RatePolicies.loginPerAccount, account);
      if (!(await passwordMatches(user.password_hash, request.body.currentPassword)))
        throw invalidCredentials(403);
      await refundAttempt(db, clock, RatePolicies.loginPerAccount, account);
      await setPassword(db, user.id, await hashPassword(request.body.password));
      handOutSignIn(request, reply, await renewSessions(db, clock, session));
      return ok(true);
    },
  );

  // the password check before a cancel (spec §2); counted like logins, so it cannot be used to guess
  routes.post(
    '/membership/account/checkPassword',
    { schema: { body: checkPasswordSchema } },
    async (request) => {
      const session = await authenticate(db, clock, authToken(request));
      await countAttempt(db, clock, RatePolicies.loginPerAccount, `user:${session.userId}`);
      const user = await findUserById(db, session.userId);
      if (!(await passwordMatches(user.password_hash, request.body.password))) {
        throw new AppError(403, SalesErrorCode.PasswordIncorrect, SalesMessage.PasswordIncorrect);
      }
      return ok(true);
    },
  );
}
