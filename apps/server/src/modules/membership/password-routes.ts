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
import { countAttempt, RatePolicies } from './rate-limit.js';
import { authenticate, revokeSessions } from './sessions.js';
import { findUser, findUserById, setPassword } from './users.js';
import { useCode } from './verification.js';

/** Forgot password (code plus new password) ends every session; a change ends all but this one. */
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
        // a code is only ever sent to an existing account
        const user = await findUser(tx, belongTo);
        if (!user) throw new Error('reset code without an account');
        await setPassword(tx, user.id, passwordHash);
        await revokeSessions(tx, clock, { userId: user.id });
      });
      return ok(true);
    },
  );

  routes.post(
    '/membership/changepassword/change',
    { schema: { body: changePasswordSchema } },
    async (request) => {
      const session = await authenticate(db, clock, authToken(request));
      const user = await findUserById(db, session.userId);
      if (!(await passwordMatches(user.password_hash, request.body.currentPassword)))
        throw invalidCredentials(403);
      await setPassword(db, user.id, await hashPassword(request.body.password));
      await revokeSessions(db, clock, { userId: user.id, except: session.id });
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
