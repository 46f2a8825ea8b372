import {
  type AccountDetails,
  ANONYMOUS_ID_DAYS,
  AuthCookie,
  AuthHeader,
  changePasswordSchema,
  emailLoginSchema,
  loginTokenQuerySchema,
  MembershipErrorCode,
  MembershipMessage,
  mobileExistsQuerySchema,
  mobileLoginSchema,
  registrationSchema,
  resetPasswordSchema,
  sendVerificationSchema,
  verifyAccountSchema,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../app.js';
import { AppError, ok } from '../../platform/errors.js';
import { createNotifier } from '../notify/notifier.js';
import { requireApiKey } from './api-key.js';
import { credential, setCookies, type Cookie } from './cookies.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { countAttempt, RatePolicies } from './rate-limit.js';
import { newToken } from './secrets.js';
import {
  ANONYMOUS_TOKEN_SECONDS,
  AUTH_TOKEN_SECONDS,
  authenticate,
  issueLoginToken,
  REMEMBER_TOKEN_SECONDS,
  revokeSessions,
  signInRemembered,
  startSession,
  type Session,
  type SignIn,
} from './sessions.js';
import {
  accountExists,
  findUser,
  findUserById,
  insertUser,
  markVerified,
  setPassword,
  toUser,
} from './users.js';
import { answerSpecMessages } from './validation-messages.js';
import { sendCode, useCode } from './verification.js';

const ANONYMOUS_ID_SECONDS = ANONYMOUS_ID_DAYS * 24 * 3600;

const SIGNED_OUT: Cookie[] = [AuthCookie.Token, AuthCookie.RememberToken, AuthCookie.SessionId].map(
  (name) => ({
    name,
    value: '',
    maxAgeSeconds: 0,
  }),
);

const invalidCredentials = (status: number) =>
  new AppError(status, MembershipErrorCode.InvalidCredentials, MembershipMessage.InvalidCredentials);

/**
 * The membership service of accounts spec §7: register, login (e-mail, mobile, remember-me), account
 * details, verification codes, password reset and change, and the login token of the user-list service.
 * Tokens travel as the spec's headers and as HttpOnly cookies.
 */
export async function registerMembershipRoutes(
  app: FastifyInstance,
  { config, storage, clock }: ModuleContext,
) {
  const db = storage.db;
  const notifier = createNotifier(config, db, clock, app.log);

  const tokenOf = (request: FastifyRequest) => credential(request, AuthHeader.Token, AuthCookie.Token);
  const clientAddress = (request: FastifyRequest) => request.ip;

  async function accountDetails(session: Session): Promise<AccountDetails> {
    const user = await findUserById(db, session.userId);
    return { User: toUser(user), Products: [], SessionId: session.id, DeviceId: session.deviceId };
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply, signIn: SignIn) {
    const cookies: Cookie[] = [
      { name: AuthCookie.Token, value: signIn.token, maxAgeSeconds: AUTH_TOKEN_SECONDS },
      { name: AuthCookie.SessionId, value: signIn.session.id, maxAgeSeconds: AUTH_TOKEN_SECONDS },
    ];
    reply.header(AuthHeader.Token, signIn.token);
    if (signIn.remember) {
      reply.header(AuthHeader.Remember, signIn.remember);
      cookies.push({
        name: AuthCookie.RememberToken,
        value: signIn.remember,
        maxAgeSeconds: REMEMBER_TOKEN_SECONDS,
      });
    }
    setCookies(request, reply, cookies);
    return ok(await accountDetails(signIn.session));
  }

  async function logIn(
    request: FastifyRequest,
    reply: FastifyReply,
    login: { belongTo: string; password: string; deviceId?: string | undefined; rememberMe: boolean },
  ) {
    await countAttempt(db, clock, RatePolicies.loginPerAddress, clientAddress(request));
    await countAttempt(db, clock, RatePolicies.loginPerAccount, login.belongTo);
    const user = await findUser(db, login.belongTo);
    if (!(await passwordMatches(user?.password_hash, login.password)) || !user) throw invalidCredentials(401);
    return signedIn(request, reply, await startSession(db, clock, user.id, login.deviceId, login.rememberMe));
  }

  await app.register(async (scope) => {
    requireApiKey(scope, config.API_KEY);
    answerSpecMessages(scope);
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/membership/register/withLogin',
      { schema: { body: registrationSchema } },
      async (request, reply) => {
        const registration = request.body;
        const taken = async () => {
          if (await accountExists(db, registration.mobile)) {
            return new AppError(
              409,
              MembershipErrorCode.MobileNotAvailable,
              MembershipMessage.MobileNotAvailable,
            );
          }
          if (await accountExists(db, registration.email)) {
            return new AppError(
              409,
              MembershipErrorCode.EmailNotAvailable,
              MembershipMessage.EmailNotAvailable,
            );
          }
          return undefined;
        };
        const refusal = await taken();
        if (refusal) throw refusal;
        const user = await insertUser(db, registration, await hashPassword(registration.password));
        // taken by a registration that raced this one
        if (!user) throw (await taken()) ?? new Error('registration refused without a conflict');
        return signedIn(request, reply, await startSession(db, clock, user.id, undefined, false));
      },
    );

    routes.get(
      '/membership/register/exists',
      { schema: { querystring: mobileExistsQuerySchema } },
      async (request) => ok(await accountExists(db, request.query.mobile)),
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
      const session = await authenticate(db, clock, tokenOf(request));
      await revokeSessions(db, clock, { sessionId: session.id });
      setCookies(request, reply, SIGNED_OUT);
      return ok(true);
    });

    routes.get('/membership/account/detail', async (request, reply) => {
      const token = tokenOf(request);
      const session = await authenticate(db, clock, token);
      reply.header(AuthHeader.Token, token);
      return ok(await accountDetails(session));
    });

    routes.post('/membership/account/checkAccess', async (request) => {
      await authenticate(db, clock, tokenOf(request));
      return ok(true);
    });

    routes.post(
      '/membership/verification/send',
      { schema: { body: sendVerificationSchema } },
      async (request) => {
        const { codeType, method, language } = request.body;
        const belongTo = (method === 'Email' ? request.body.email : request.body.mobile) ?? '';
        await countAttempt(db, clock, RatePolicies.codePerAddress, clientAddress(request));
        await countAttempt(db, clock, RatePolicies.codePerRecipient, belongTo);
        return ok({ Expires: await sendCode(db, clock, notifier, { codeType, belongTo, language }) });
      },
    );

    routes.post(
      '/membership/verification/verifyAccount',
      { schema: { body: verifyAccountSchema } },
      async (request) => {
        const { belongTo, code } = request.body;
        await countAttempt(db, clock, RatePolicies.verifyPerAddress, clientAddress(request));
        await useCode(db, clock, { codeType: 'Account', belongTo, code }, (tx) => markVerified(tx, belongTo));
        return ok(true);
      },
    );

    routes.post(
      '/membership/changepassword/reset',
      { schema: { body: resetPasswordSchema } },
      async (request) => {
        const { BelongTo: belongTo, Code: code, Password: password } = request.body;
        await countAttempt(db, clock, RatePolicies.verifyPerAddress, clientAddress(request));
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
        const session = await authenticate(db, clock, tokenOf(request));
        const user = await findUserById(db, session.userId);
        if (!(await passwordMatches(user.password_hash, request.body.currentPassword)))
          throw invalidCredentials(403);
        await setPassword(db, user.id, await hashPassword(request.body.password));
        await revokeSessions(db, clock, { userId: user.id, except: session.id });
        return ok(true);
      },
    );

    /**
     * The login token of the user-list service: for a signed-in user bound to their session, for a
     * visitor bound to an anonymous id that is kept for ANONYMOUS_ID_DAYS.
     */
    routes.get(
      '/service/profile',
      { schema: { querystring: loginTokenQuerySchema } },
      async (request, reply) => {
        const token = tokenOf(request);
        if (token) {
          const session = await authenticate(db, clock, token);
          reply.header(AuthHeader.LoginToken, await issueLoginToken(db, clock, session));
          reply.header(AuthHeader.LoginTokenId, String(session.userId));
          return ok({ success: true });
        }
        const visitorId =
          request.query.id ??
          credential(request, AuthHeader.LoginTokenId, AuthCookie.AnonymousId) ??
          newToken();
        const loginToken = await issueLoginToken(db, clock, { visitorId });
        reply.header(AuthHeader.LoginToken, loginToken);
        reply.header(AuthHeader.LoginTokenId, visitorId);
        setCookies(request, reply, [
          { name: AuthCookie.AnonymousToken, value: loginToken, maxAgeSeconds: ANONYMOUS_TOKEN_SECONDS },
          { name: AuthCookie.AnonymousId, value: visitorId, maxAgeSeconds: ANONYMOUS_ID_SECONDS },
        ]);
        return ok({ success: true });
      },
    );
  });
}
