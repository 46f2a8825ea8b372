import type { AccountDetails } from '@sahra/contracts';
import { useSyncExternalStore } from 'react';
import { readExpiring } from '../../../lib/expiring-storage';

/**
 * docs/behaviour/accounts.md#session, as far as page scripts can hold it (the tokens are HttpOnly cookies): the account
 * details answer (User, Products, SessionId, DeviceId); null for a visitor; undefined while the session
 * start of docs/behaviour/accounts.md#session is under way (the spec's loading flag).
 */
export type SessionState = AccountDetails | null | undefined;

/**
 * The server's auth cookies are HttpOnly, so page scripts cannot see which of them exist. These
 * local-storage entries are written with the same lifetimes when the server sets them, so session start
 * can choose between account details, remember-me and nothing without a call that would fail.
 */
export const AuthCookieMirror = {
  Token: 'signed-in',
  RememberToken: 'remembered',
} as const;

let state: SessionState;
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The server renders pages before any session has started, so a page hydrates as "under way" first. */
const sessionOnServer = (): SessionState => undefined;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, sessionOnServer);
}

// Calls and caching are a chunk of their own, fetched only when there is a session to resume or end.
const sessionActions = () => import('./session-actions');

/**
 * Session start (docs/behaviour/accounts.md#session). Without auth cookies there is no session: the visitor costs no call and no
 * code beyond this check. With them, the session resumes.
 */
export function startSession() {
  const hasToken = readExpiring(AuthCookieMirror.Token) === true;
  if (hasToken || readExpiring(AuthCookieMirror.RememberToken) === true) {
    void sessionActions()
      .then(({ resumeSession }) => resumeSession(hasToken))
      .catch(() => setSession(null));
  } else setSession(null);
}

/** Log out (docs/behaviour/accounts.md#session), resolved once the session has ended. */
export async function logOut() {
  await (await sessionActions()).logOut();
}
