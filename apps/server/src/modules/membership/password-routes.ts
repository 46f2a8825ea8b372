import {
  changePasswordSchema,
  checkPasswordSchema,
  doneResultSchema,
  resetPasswordSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import type { MembershipDeps } from './deps.js';
import { PasswordService } from './password-service.js';
import { handOutSignIn } from './sign-in-answer.js';
import { signedInOf } from './signed-in.js';
import { callerOf } from './sign-in-routes.js';

const done = jsonAnswers(doneResultSchema);

/** Forgot password (password-service.ts): the code proves the owner, so anyone may call it. */
export function registerPasswordReset(scope: FastifyInstance, deps: MembershipDeps) {
  const passwords = new PasswordService(deps);
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/membership/changepassword/reset',
    { schema: { body: resetPasswordSchema, response: done } },
    async (request) => {
      const { BelongTo: belongTo, Code: code, Password: password } = request.body;
      await passwords.reset(await callerOf(request, deps), { belongTo, code, password });
      return ok(true);
    },
  );
}

/** Change password and the password check before a cancel; `members` is a requireSignIn scope. */
export function registerPasswordChecks(members: FastifyInstance, deps: MembershipDeps) {
  const passwords = new PasswordService(deps);
  const routes = members.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/membership/changepassword/change',
    { schema: { body: changePasswordSchema, response: done } },
    async (request, reply) => {
      const { currentPassword, password } = request.body;
      const { session } = signedInOf(request);
      handOutSignIn(reply, await passwords.change(session, currentPassword, password));
      return ok(true);
    },
  );

  routes.post(
    '/membership/account/checkPassword',
    { schema: { body: checkPasswordSchema, response: done } },
    async (request) => {
      await passwords.check(signedInOf(request).session.userId, request.body.password);
      return ok(true);
    },
  );
}
