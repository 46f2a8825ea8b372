import { accountDetailsSchema, AuthCookie, AuthHeader, doneResultSchema } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { setCookies, type Cookie } from './cookies.js';
import type { MembershipDeps } from './deps.js';
import { revokeSessions } from './sessions.js';
import { signedInOf } from './signed-in.js';
import { SignInService } from './sign-in-service.js';

const SIGNED_OUT: Cookie[] = [
  AuthCookie.Token,
  AuthCookie.RememberToken,
  AuthCookie.SessionId,
  AuthCookie.CrmLoginToken,
].map((name) => ({ name, value: '', maxAgeSeconds: 0 }));

/** Account details, check access and logout; `members` is a requireSignIn scope. */
export function registerAccountRoutes(members: FastifyInstance, deps: MembershipDeps) {
  const { db, clock } = deps;
  const signIns = new SignInService(deps);
  const routes = members.withTypeProvider<ZodTypeProvider>();
  const done = jsonAnswers(doneResultSchema);

  routes.post('/membership/logout', { schema: { response: done } }, async (request, reply) => {
    await revokeSessions(db, clock, { sessionId: signedInOf(request).session.id });
    setCookies(reply, SIGNED_OUT);
    return ok(true);
  });

  routes.get(
    '/membership/account/detail',
    { schema: { response: jsonAnswers(accountDetailsSchema) } },
    async (request, reply) => {
      const { session, token } = signedInOf(request);
      reply.header(AuthHeader.Token, token);
      return ok(await signIns.accountDetails(session));
    },
  );

  // the hook has already refused a call without a live session
  routes.post('/membership/account/checkAccess', { schema: { response: done } }, async () => ok(true));
}
