import {
  type AccountDetails,
  AuthCookie,
  BotCheckAction,
  AuthHeader,
  emailLoginSchema,
  MembershipErrorCode,
  MembershipMessage,
  mobileExistsQuerySchema,
  mobileLoginSchema,
  type Registration,
  registrationSchema,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/errors.js';
import { authToken, credential, setCookies, type Cookie } from './cookies.js';
import type { MembershipDeps } from './deps.js';
import { deviceNameOf } from './device-name.js';
import { acceptedLanguage } from './messages.js';
import { hashPassword, invalidCredentials, passwordMatches } from './passwords.js';
import { countAttempt, RatePolicies, refundAttempt } from './rate-limit.js';
import {
  authenticate,
  endSessionOf,
  revokeSessions,
  signInRemembered,
  startSession,
  type Session,
  type SignIn,
} from './sessions.js';
import { handOutSignIn } from './sign-in-answer.js';
import { accountExists, accountKey, findUser, findUserById, insertUser, toUser } from './users.js';

const SIGNED_OUT: Cookie[] = [
  AuthCookie.Token,
  AuthCookie.RememberToken,
  AuthCookie.SessionId,
  AuthCookie.CrmLoginToken,
].map((name) => ({ name, value: '', maxAgeSeconds: 0 }));

interface Login {
  belongTo: string;
  password: string;
  deviceId?: string | undefined;
  rememberMe: boolean;
}

/** Register, login (e-mail, mobile, remember-me), logout, account details and check access. */
export function registerSignInRoutes(
  scope: FastifyInstance,
  { db, clock, botCheck, products }: MembershipDeps,
) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  async function accountDetails(session: Session): Promise<AccountDetails> {
    const user = await findUserById(db, session.userId);
    return {
      User: toUser(user),
      Products: await products(user.id),
      SessionId: session.id,
      DeviceId: session.deviceId,
    };
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply, signIn: SignIn) {
    handOutSignIn(request, reply, signIn);
    return ok(await accountDetails(signIn.session));
  }

  /** A new session for a client that proved who it is; the session it held before, if any, ends. */
  async function startFreshSession(request: FastifyRequest, userId: number, login?: Login) {
    await endSessionOf(db, clock, authToken(request));
    return startSession(
      db,
      clock,
      userId,
      login?.deviceId,
      login?.rememberMe ?? false,
      deviceNameOf(request.headers['user-agent']),
    );
  }

  async function logIn(request: FastifyRequest, reply: FastifyReply, login: Login) {
    // before the limits: a bot without a token must not use up a real user's login attempts
    await botCheck.verify(request, BotCheckAction.Login);
    await countAttempt(db, clock, RatePolicies.loginPerAddress, request.ip);
    const user = await findUser(db, login.belongTo);
    // reserved before the password is checked, so concurrent guesses cannot slip past the limit
    const account = accountKey(user, login.belongTo);
    await countAttempt(db, clock, RatePolicies.loginPerAccount, account);
    if (!(await passwordMatches(user?.password_hash, login.password)) || !user) throw invalidCredentials(401);
    await refundAttempt(db, clock, RatePolicies.loginPerAccount, account);
    return signedIn(request, reply, await startFreshSession(request, user.id, login));
  }

  async function alreadyTaken(registration: Registration) {
    if (await accountExists(db, registration.mobile)) {
      return new AppError(409, MembershipErrorCode.MobileNotAvailable, MembershipMessage.MobileNotAvailable);
    }
    if (await accountExists(db, registration.email)) {
      return new AppError(409, MembershipErrorCode.EmailNotAvailable, MembershipMessage.EmailNotAvailable);
    }
    return undefined;
  }

  routes.post(
    '/membership/register/withLogin',
    { schema: { body: registrationSchema } },
    async (request, reply) => {
      const registration = request.body;
      await botCheck.verify(request, BotCheckAction.Register);
      await countAttempt(db, clock, RatePolicies.registerPerAddress, request.ip);
      const refusal = await alreadyTaken(registration);
      if (refusal) throw refusal;
      const language = registration.language ?? acceptedLanguage(request.headers['accept-language']);
      const user = await insertUser(
        db,
        { ...registration, language },
        await hashPassword(registration.password),
      );
      // taken by a registration that raced this one
      if (!user)
        throw (await alreadyTaken(registration)) ?? new Error('registration refused without a conflict');
      return signedIn(request, reply, await startFreshSession(request, user.id));
    },
  );

  routes.get(
    '/membership/register/exists',
    { schema: { querystring: mobileExistsQuerySchema } },
    async (request) => {
      await countAttempt(db, clock, RatePolicies.existsPerAddress, request.ip);
      return ok(await accountExists(db, request.query.mobile));
    },
  );

  routes.post('/membership/login/email', { schema: { body: emailLoginSchema } }, (request, reply) =>
    logIn(request, reply, { ...request.body, belongTo: request.body.email }),
  );

  routes.post('/membership/login/mobile', { schema: { body: mobileLoginSchema } }, (request, reply) =>
    logIn(request, reply, { ...request.body, belongTo: request.body.mobile }),
  );

  routes.get('/membership/login/rememberme', async (request, reply) => {
    const remember = credential(request, AuthHeader.Remember, AuthCookie.RememberToken);
    return signedIn(request, reply, await signInRemembered(db, clock, remember));
  });

  routes.post('/membership/logout', async (request, reply) => {
    const session = await authenticate(db, clock, authToken(request));
    await revokeSessions(db, clock, { sessionId: session.id });
    setCookies(request, reply, SIGNED_OUT);
    return ok(true);
  });

  routes.get('/membership/account/detail', async (request, reply) => {
    const token = authToken(request);
    const session = await authenticate(db, clock, token);
    reply.header(AuthHeader.Token, token);
    return ok(await accountDetails(session));
  });

  routes.post('/membership/account/checkAccess', async (request) => {
    await authenticate(db, clock, authToken(request));
    return ok(true);
  });
}
