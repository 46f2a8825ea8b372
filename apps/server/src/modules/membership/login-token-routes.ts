import {
  ANONYMOUS_ID_DAYS,
  AuthCookie,
  AuthHeader,
  loginTokenQuerySchema,
  loginTokenResultSchema,
  PlatformErrorCode,
  VISITOR_ID_MESSAGE,
  visitorIdSchema,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { AppError, ok } from '../../platform/errors.js';
import { authToken, setCookies } from './cookies.js';
import type { MembershipDeps } from './deps.js';
import { countAttempt, RatePolicies } from './rate-limit.js';
import { newToken } from './secrets.js';
import { ANONYMOUS_TOKEN_SECONDS, AUTH_TOKEN_SECONDS, issueLoginToken, signInRequired } from './sessions.js';
import { signedInIfAny } from './signed-in.js';

const ANONYMOUS_ID_SECONDS = ANONYMOUS_ID_DAYS * 24 * 3600;

/**
 * The visitor id a client names: the `id` parameter or header, refused (400) when it is no id; else the
 * one this server gave it in a cookie, forgotten when it is no id, as the server never wrote it.
 */
function namedVisitorId(request: FastifyRequest, query: string | undefined): string | undefined {
  const header = request.headers[AuthHeader.LoginTokenId];
  const named = query ?? (typeof header === 'string' && header.length > 0 ? header : undefined);
  if (named !== undefined) {
    if (!visitorIdSchema.safeParse(named).success) {
      throw new AppError(400, PlatformErrorCode.BadRequest, VISITOR_ID_MESSAGE);
    }
    return named;
  }
  const cookie = visitorIdSchema.safeParse(request.cookies[AuthCookie.AnonymousId]);
  return cookie.success ? cookie.data : undefined;
}

/**
 * The login token of the user-list service: for a signed-in user bound to their session (the spec's
 * crm login token, kept in its cookie for LOGIN_TOKEN_MINUTES), for a visitor bound to an anonymous
 * id that the visitor keeps for ANONYMOUS_ID_DAYS. `callers` is a recogniseSignIn scope.
 */
export function registerLoginTokenRoutes(callers: FastifyInstance, { db, clock }: MembershipDeps) {
  const routes = callers.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service/profile',
    // issues a token and stores it: a change, though the spec makes it a GET
    {
      config: { changesState: true },
      schema: { querystring: loginTokenQuerySchema, response: jsonAnswers(loginTokenResultSchema) },
    },
    async (request, reply) => {
      const session = signedInIfAny(request)?.session;
      if (session) {
        const loginToken = await issueLoginToken(db, clock, session);
        reply.header(AuthHeader.LoginToken, loginToken);
        reply.header(AuthHeader.LoginTokenId, String(session.userId));
        setCookies(reply, [
          { name: AuthCookie.CrmLoginToken, value: loginToken, maxAgeSeconds: AUTH_TOKEN_SECONDS },
        ]);
        return ok({ success: true });
      }
      // a token that opens no session is refused, not taken for a visitor's call
      if (authToken(request)) throw signInRequired();
      const visitorId = namedVisitorId(request, request.query.id) ?? newToken();
      // each anonymous token is a row: one address must not fill the table
      await countAttempt(db, clock, RatePolicies.visitorTokenPerAddress, request.ip);
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
