import { BotCheckAction, changePasswordSchema, resetPasswordSchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors.js';
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
}
