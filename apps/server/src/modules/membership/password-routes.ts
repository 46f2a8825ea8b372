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
import { authToken } from './cookies.js';
import type { MembershipDeps } from './deps.js';
import { PasswordService } from './password-service.js';
import { handOutSignIn } from './sign-in-answer.js';
import { callerOf } from './sign-in-routes.js';

/** Forgot password, change password and the password check before a cancel (password-service.ts). */
export function registerPasswordRoutes(scope: FastifyInstance, deps: MembershipDeps) {
  const passwords = new PasswordService(deps);
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const done = jsonAnswers(doneResultSchema);

  routes.post(
    '/membership/changepassword/reset',
    { schema: { body: resetPasswordSchema, response: done } },
    async (request) => {
      const { BelongTo: belongTo, Code: code, Password: password } = request.body;
      await passwords.reset(await callerOf(request, deps), { belongTo, code, password });
      return ok(true);
    },
  );

  routes.post(
    '/membership/changepassword/change',
    { schema: { body: changePasswordSchema, response: done } },
    async (request, reply) => {
      const { currentPassword, password } = request.body;
      handOutSignIn(reply, await passwords.change(authToken(request), currentPassword, password));
      return ok(true);
    },
  );

  routes.post(
    '/membership/account/checkPassword',
    { schema: { body: checkPasswordSchema, response: done } },
    async (request) => {
      await passwords.check(authToken(request), request.body.password);
      return ok(true);
    },
  );
}
