import {
  ANONYMOUS_ID_DAYS,
  AuthCookie,
  AuthHeader,
  loginTokenQuerySchema,
  loginTokenResultSchema,
} from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { authToken, credential, setCookies } from './cookies.js';
import type { MembershipDeps } from './deps.js';
import { newToken } from './secrets.js';
import { ANONYMOUS_TOKEN_SECONDS, AUTH_TOKEN_SECONDS, authenticate, issueLoginToken } from './sessions.js';

const ANONYMOUS_ID_SECONDS = ANONYMOUS_ID_DAYS * 24 * 3600;

/**
 * The login token of the user-list service: for a signed-in user bound to their session (the spec's
 * crm login token, kept in its cookie for LOGIN_TOKEN_MINUTES), for a visitor bound to an anonymous
 * id that the visitor keeps for ANONYMOUS_ID_DAYS.
 */
export function registerLoginTokenRoutes(scope: FastifyInstance, { db, clock }: MembershipDeps) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service/profile',
    // issues a token and stores it: a change, though the spec makes it a GET
    {
      config: { changesState: true },
      schema: { querystring: loginTokenQuerySchema, response: jsonAnswers(loginTokenResultSchema) },
    },
    async (request, reply) => {
      const token = authToken(request);
      if (token) {
        const session = await authenticate(db, clock, token);
        const loginToken = await issueLoginToken(db, clock, session);
        reply.header(AuthHeader.LoginToken, loginToken);
        reply.header(AuthHeader.LoginTokenId, String(session.userId));
        setCookies(reply, [
          { name: AuthCookie.CrmLoginToken, value: loginToken, maxAgeSeconds: AUTH_TOKEN_SECONDS },
        ]);
        return ok({ success: true });
      }
      const visitorId =
        request.query.id ??
        credential(request, AuthHeader.LoginTokenId, AuthCookie.AnonymousId) ??
        newToken();
      const loginToken = await issueLoginToken(db, clock, { visitorId });
      reply.header(AuthHeader.LoginToken, loginToken);
      reply.header(AuthHeader.LoginTokenId, visitorId);
      setCookies(reply, [
        { name: AuthCookie.AnonymousToken, value: loginToken, maxAgeSeconds: ANONYMOUS_TOKEN_SECONDS },
        { name: AuthCookie.AnonymousId, value: visitorId, maxAgeSeconds: ANONYMOUS_ID_SECONDS },
      ]);
      return ok({ success: true });
    },
  );
}
