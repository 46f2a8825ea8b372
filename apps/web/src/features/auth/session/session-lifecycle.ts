import { readExpiring } from '../../../lib/expiring-storage';
import { AuthCookieMirror, setSession } from './session-store';

// Calls and caching are a chunk of their own, fetched only when there is a session to resume or end. That
// chunk writes the session store, so starting and ending live here rather than in the store, which keeps the
// imports one-way (ADR 025).
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

/**
 * A screen's call was refused for want of a session while this browser holds one: if the session was
 * ended elsewhere, the browser goes to login, which says why (docs/behaviour/accounts.md#session).
 */
export function afterRefusedCall(error: unknown) {
  void sessionActions().then(({ whenSessionRefused }) => whenSessionRefused(error));
}
