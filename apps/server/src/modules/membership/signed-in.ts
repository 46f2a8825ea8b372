import { MembershipErrorCode } from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { authToken } from './cookies.js';
import { memberById, type Member } from './members.js';
import { authenticate, signInRequired, type Session } from './sessions.js';

// who is calling is settled once per call by a hook of the route's scope; handlers and services are
// handed the session (or the member) and never see a token they would have to check themselves

/** A live session and the auth token the call presented for it (token header, else er-auth-token cookie). */
export interface SignedIn {
  session: Session;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set before the handler in a `requireSignIn` or `recogniseSignIn` scope: null for a call without a
     * live session (only a `recogniseSignIn` scope lets one through), undefined outside both.
     */
    signedIn: SignedIn | null | undefined;
    /** The signed-in member a money call acts for: set before the handler in a `requireMember` scope. */
    member: Member | null;
  }
}

interface SignInDeps {
  db: Db;
  clock: Clock;
}

/** Where a `requireSignIn` scope finds a call's token and how it refuses a call without a live session. */
export interface SignInOptions {
  /**
   * The query parameter that names the call's token, which goes before the token header and the cookie.
   * The cross-site guard is told (route config `tokenParameter`): a token there is a credential only on
   * these routes.
   */
  tokenParameter?: string;
  /** The answer to a call without a live session: 401 SignInRequired unless the call's spec words it otherwise. */
  refusal?: () => Error;
}

/** The live session of the call's token; null without one (no token, or one unknown, expired or ended). */
async function liveSignIn({ db, clock }: SignInDeps, token: string | undefined): Promise<SignedIn | null> {
  if (!token) return null;
  try {
    return { session: await authenticate(db, clock, token), token };
  } catch (error) {
    if (error instanceof AppError && error.errorCode === MembershipErrorCode.SignInRequired) return null;
    throw error;
  }
}

function decorate(scope: FastifyInstance) {
  // a scope inside another hooked scope keeps its parent's decoration
  if (!scope.hasRequestDecorator('signedIn')) scope.decorateRequest('signedIn', undefined);
}

/**
 * Runs `hook` before the handler of every route of `scope`, after its input is checked. It is added to
 * each route rather than to the scope so that the route table shows it by name: the members-only tests
 * read there which routes carry which hook (testing/route-hooks.ts).
 */
function beforeEachHandler(scope: FastifyInstance, hook: preHandlerAsyncHookHandler) {
  scope.addHook('onRoute', (route) => {
    route.preHandler = [...[route.preHandler ?? []].flat(), hook];
  });
}

/**
 * Every call of `scope` needs a live session, found before its handler, after its input is checked:
 * 401 SignInRequired without one (sessions.ts), unless `options` word the refusal otherwise.
 */
export function requireSignIn(
  scope: FastifyInstance,
  deps: SignInDeps,
  { tokenParameter, refusal = signInRequired }: SignInOptions = {},
) {
  decorate(scope);
  if (tokenParameter !== undefined)
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, tokenParameter };
    });
  const namedToken = (request: FastifyRequest) => {
    if (tokenParameter === undefined) return undefined;
    const value = (request.query as Record<string, unknown> | undefined)?.[tokenParameter];
    return typeof value === 'string' ? value : undefined;
  };
  // each hook is named after the function that adds it: the name the route table shows
  beforeEachHandler(scope, async function requireSignIn(request) {
    const signedIn = await liveSignIn(deps, namedToken(request) ?? authToken(request));
    if (!signedIn) throw refusal();
    request.signedIn = signedIn;
  });
}

/**
 * Calls of `scope` are open to anyone and go further for a signed-in caller: a call without a live
 * session (no token, or one expired or ended) goes on as a visitor's.
 */
export function recogniseSignIn(scope: FastifyInstance, deps: SignInDeps) {
  decorate(scope);
  beforeEachHandler(scope, async function recogniseSignIn(request) {
    request.signedIn = await liveSignIn(deps, authToken(request));
  });
}

/** Every call of `scope` acts for the signed-in member: `requireSignIn`, then the member's account read once. */
export function requireMember(scope: FastifyInstance, deps: SignInDeps) {
  requireSignIn(scope, deps);
  scope.decorateRequest('member', null);
  beforeEachHandler(scope, async function requireMember(request) {
    request.member = await memberById(deps.db, signedInOf(request).session.userId);
  });
}

// a route registered outside the scope its handler expects is the code's mistake, never the caller's
const outsideScope = (request: FastifyRequest, hook: string) =>
  new Error(`${request.routeOptions.url} is not in a ${hook} scope`);

/** The session a call of a `requireSignIn` scope acts for. */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw outsideScope(request, 'requireSignIn');
  return request.signedIn;
}

/** The session of a call of a `recogniseSignIn` scope, if it has a live one. */
export function signedInIfAny(request: FastifyRequest): SignedIn | undefined {
  if (request.signedIn === undefined) throw outsideScope(request, 'recogniseSignIn');
  return request.signedIn ?? undefined;
}

/** The member a call of a `requireMember` scope acts for. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw outsideScope(request, 'requireMember');
  return request.member;
}
