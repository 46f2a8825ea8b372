import {
  accountDetailsSchema,
  AuthCookie,
  AuthHeader,
  emailLoginSchema,
  mobileExistsQuerySchema,
  mobileExistsResultSchema,
  mobileLoginSchema,
  registrationSchema,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { ok } from '../../platform/errors.js';
import { botCheckAttempt } from './bot-check-routes.js';
import { authToken, credential } from './cookies.js';
import type { MembershipDeps } from './deps.js';
import { countAttempt, RatePolicies } from './rate-limit.js';
import { signInRemembered, type SignIn } from './sessions.js';
import { handOutSignIn } from './sign-in-answer.js';
import { SignInService, type Caller } from './sign-in-service.js';
import { accountExists } from './users.js';

/** The calling client as the sign-in rules see it. */
export const callerOf = async (
  request: FastifyRequest,
  { countryOf }: Pick<MembershipDeps, 'countryOf'>,
): Promise<Caller> => ({
  ip: request.ip,
  country: await countryOf(request),
  userAgent: request.headers['user-agent'],
  acceptLanguage: request.headers['accept-language'],
  token: authToken(request),
  botCheck: botCheckAttempt(request),
});

/** Register and login (e-mail, mobile, remember-me): calls anyone may make (account-routes.ts has the signed-in ones). */
export function registerSignInRoutes(scope: FastifyInstance, deps: MembershipDeps) {
  const { db, clock } = deps;
  const signIns = new SignInService(deps);
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const account = jsonAnswers(accountDetailsSchema);

  async function signedIn(reply: FastifyReply, signIn: SignIn) {
    handOutSignIn(reply, signIn);
    return ok(await signIns.accountDetails(signIn.session));
  }

  routes.post(
    '/membership/register/withLogin',
    { schema: { body: registrationSchema, response: account } },
    async (request, reply) =>
      signedIn(reply, await signIns.register(await callerOf(request, deps), request.body)),
  );

  routes.get(
    '/membership/register/exists',
    { schema: { querystring: mobileExistsQuerySchema, response: jsonAnswers(mobileExistsResultSchema) } },
    async (request) => {
      await countAttempt(db, clock, RatePolicies.existsPerAddress, request.ip);
      return ok(await accountExists(db, request.query.mobile));
    },
  );

  routes.post(
    '/membership/login/email',
    { schema: { body: emailLoginSchema, response: account } },
    async (request, reply) => {
      const login = { ...request.body, belongTo: request.body.email };
      return signedIn(reply, await signIns.logIn(await callerOf(request, deps), login));
    },
  );

  routes.post(
    '/membership/login/mobile',
    { schema: { body: mobileLoginSchema, response: account } },
    async (request, reply) => {
      const login = { ...request.body, belongTo: request.body.mobile };
      return signedIn(reply, await signIns.logIn(await callerOf(request, deps), login));
    },
  );

  // uses up the remember token and starts a session: a change, though the spec makes it a GET
  routes.get(
    '/membership/login/rememberme',
    { config: { changesState: true }, schema: { response: account } },
    async (request, reply) => {
      const remember = credential(request, AuthHeader.Remember, AuthCookie.RememberToken);
      return signedIn(reply, await signInRemembered(db, clock, remember));
    },
  );
}
