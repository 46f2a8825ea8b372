import {
  ANONYMOUS_TOKEN_HOURS,
  LOGIN_TOKEN_MINUTES,
  MembershipErrorCode,
  MembershipMessage,
  REMEMBER_ME_DAYS,
} from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { digest, newToken } from './secrets.js';
import {
  endSessionOfToken,
  endSessions,
  endToken,
  findSessionOfToken,
  hasLiveRememberToken,
  insertSession,
  insertToken,
  markSessionSeen,
  type TokenKind,
} from './session-repository.js';

export const AUTH_TOKEN_SECONDS = LOGIN_TOKEN_MINUTES * 60;
export const REMEMBER_TOKEN_SECONDS = REMEMBER_ME_DAYS * 24 * 3600;
export const ANONYMOUS_TOKEN_SECONDS = ANONYMOUS_TOKEN_HOURS * 3600;

export interface Session {
  id: string;
  userId: number;
  deviceId: string;
  /** "Chrome on Windows": from the user agent it signed in with (device-name.ts). */
  deviceName: string;
  /** The country it signed in from (ISO 3166 alpha-2), if known. */
  country: string | null;
}

/** The device a session starts on, as the account page tells it apart. */
export interface SessionDevice {
  name: string;
  country: string | null;
}

/** How stale a session's LastSeenAt may get before a call refreshes it: one write per device every few minutes. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** The tokens handed to a client when it signs in; remember is only there when it asked for it. */
export interface SignIn {
  session: Session;
  token: string;
  remember: string | undefined;
}

const later = (clock: Clock, seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

/** The spec's answer to a call that needs a live session and has none. */
export const signInRequired = () =>
  new AppError(401, MembershipErrorCode.SignInRequired, MembershipMessage.SignInRequired);

async function issueToken(
  db: Db,
  clock: Clock,
  kind: TokenKind,
  owner: { session_id: string } | { visitor_id: string },
  seconds: number,
): Promise<string> {
  const token = newToken();
  await insertToken(db, { token_hash: digest(token), kind, ...owner, expires_at: later(clock, seconds) });
  return token;
}

async function issueSignIn(db: Db, clock: Clock, session: Session, rememberMe: boolean): Promise<SignIn> {
  const owner = { session_id: session.id };
  return {
    session,
    token: await issueToken(db, clock, 'auth', owner, AUTH_TOKEN_SECONDS),
    remember: rememberMe ? await issueToken(db, clock, 'remember', owner, REMEMBER_TOKEN_SECONDS) : undefined,
  };
}

export async function startSession(
  db: Db,
  clock: Clock,
  userId: number,
  deviceId: string | undefined,
  rememberMe: boolean,
  device: SessionDevice = { name: '', country: null },
): Promise<SignIn> {
  const session = {
    id: newToken(),
    userId,
    deviceId: deviceId ?? newToken(),
    deviceName: device.name,
    country: device.country,
  };
  await insertSession(db, {
    id: session.id,
    user_id: userId,
    device_id: session.deviceId,
    device_name: device.name,
    country: device.country,
    created_at: clock.now(),
    last_seen_at: clock.now(),
  });
  return issueSignIn(db, clock, session, rememberMe);
}

/** The live session a token of `kind` belongs to; 401 when it is unknown, expired or revoked. */
async function sessionOf(db: Db, clock: Clock, kind: TokenKind, token: string | undefined) {
  if (!token) throw signInRequired();
  const row = await findSessionOfToken(db, digest(token), kind, clock.now());
  if (!row) throw signInRequired();
  return {
    session: {
      id: row.id,
      userId: row.user_id,
      deviceId: row.device_id,
      deviceName: row.device_name,
      country: row.country,
    },
    revoked: row.tokenRevokedAt,
    lastSeenAt: row.last_seen_at,
  };
}

async function liveSession(db: Db, clock: Clock, kind: TokenKind, token: string | undefined) {
  const { session, revoked, lastSeenAt } = await sessionOf(db, clock, kind, token);
  if (revoked) throw signInRequired();
  const now = clock.now();
  if (!lastSeenAt || now.getTime() - lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await markSessionSeen(db, session.id, now);
  }
  return session;
}

export function authenticate(db: Db, clock: Clock, token: string | undefined): Promise<Session> {
  return liveSession(db, clock, 'auth', token);
}

/** The live session a user-list login token belongs to; 401 for a visitor's token or a dead one. */
export function authenticateLoginToken(db: Db, clock: Clock, token: string): Promise<Session> {
  return liveSession(db, clock, 'login', token);
}

/**
 * Remember-me: the remember token is used up and replaced. A used one coming back means someone
 * copied it, so the whole session is ended for the owner and the copier alike.
 */
export async function signInRemembered(db: Db, clock: Clock, remember: string | undefined): Promise<SignIn> {
  const { session, revoked } = await sessionOf(db, clock, 'remember', remember);
  if (revoked) {
    await revokeSessions(db, clock, { sessionId: session.id });
    throw signInRequired();
  }
  // two requests racing with one token: only the one that used it up goes on
  if (!(await endToken(db, digest(remember ?? ''), clock.now()))) throw signInRequired();
  return issueSignIn(db, clock, session, true);
}

export async function revokeSessions(
  db: Db,
  clock: Clock,
  which: { sessionId: string } | { userId: number },
) {
  await endSessions(db, which, clock.now());
}

/**
 * Ends the session an auth token belongs to, whoever's it is: a browser that signs in drops what it held,
 * so a token planted in it before (session fixation) or left from an earlier user is dead afterwards.
 */
export async function endSessionOf(db: Db, clock: Clock, token: string | undefined) {
  if (!token) return;
  await endSessionOfToken(db, digest(token), clock.now());
}

/**
 * After a password change every session of the user ends, this one included, and the client that
 * changed it gets a new one on the same device, remembered if the old one was: a token copied before
 * the change is worthless after it.
 */
export async function renewSessions(db: Db, clock: Clock, session: Session): Promise<SignIn> {
  const remembered = await hasLiveRememberToken(db, session.id, clock.now());
  await revokeSessions(db, clock, { userId: session.userId });
  return startSession(db, clock, session.userId, session.deviceId, remembered, {
    name: session.deviceName,
    country: session.country,
  });
}

/** Login token for the user-list service: bound to a session, or to an anonymous visitor id. */
export function issueLoginToken(db: Db, clock: Clock, owner: Session | { visitorId: string }) {
  return 'visitorId' in owner
    ? issueToken(db, clock, 'login', { visitor_id: owner.visitorId }, ANONYMOUS_TOKEN_SECONDS)
    : issueToken(db, clock, 'login', { session_id: owner.id }, AUTH_TOKEN_SECONDS);
}
