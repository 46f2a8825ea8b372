import type { AccountDetails } from '@sahra/contracts';
import { createContext, useContext, useSyncExternalStore } from 'react';

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

/**
 * The session a page was rendered with on the server: null for a visitor (the request carried no session
 * cookie), undefined ("under way") otherwise. The browser hydrates with the same value; only a session
 * that turns out otherwise then draws the page again.
 */
export const RenderedSession = createContext<SessionState>(undefined);

export function useSession(): SessionState {
  const rendered = useContext(RenderedSession);
  return useSyncExternalStore(subscribe, getSession, () => rendered);
}
