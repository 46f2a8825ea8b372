import { MembershipErrorCode } from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

async function liveSignIn({ db, clock }: SignInDeps, request: FastifyRequest): Promise<SignedIn> {
  const token = authToken(request);
  if (!token) throw signInRequired();
  return { session: await authenticate(db, clock, token), token };
}

function decorate(scope: FastifyInstance) {
  // a scope inside another hooked scope keeps its parent's decoration
  if (!scope.hasRequestDecorator('signedIn')) scope.decorateRequest('signedIn', undefined);
}

/**
 * Every call of `scope` needs a live session, found before its handler, after its input is checked:
 * 401 SignInRequired without one (sessions.ts).
 */
export function requireSignIn(scope: FastifyInstance, deps: SignInDeps) {
  decorate(scope);
  scope.addHook('preHandler', async (request) => {
    request.signedIn = await liveSignIn(deps, request);
  });
}

/**
 * Calls of `scope` are open to anyone and go further for a signed-in caller: a call without a live
 * session (no token, or one expired or ended) goes on as a visitor's.
 */
export function recogniseSignIn(scope: FastifyInstance, deps: SignInDeps) {
  decorate(scope);
  scope.addHook('preHandler', async (request) => {
    request.signedIn = await liveSignIn(deps, request).catch((error: unknown) => {
      if (error instanceof AppError && error.errorCode === MembershipErrorCode.SignInRequired) return null;
      throw error;
    });
  });
}

/** Every call of `scope` acts for the signed-in member: `requireSignIn`, then the member's account read once. */
export function requireMember(scope: FastifyInstance, deps: SignInDeps) {
  requireSignIn(scope, deps);
  scope.decorateRequest('member', null);
  scope.addHook('preHandler', async (request) => {
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
