import { getAccountDetails, logInRemembered, logOut as endServerSession } from '../api/sign-in';
import { endListCalls } from '../../../api/user-lists';
import { refreshLoginToken } from '../api/verification';
import { clearSession, readCachedUserData, signedIn, updateUser } from './session-data';

export { whenSessionRefused } from './session-ended';

/**
 * Session start of docs/behaviour/accounts.md#session for a browser holding auth cookies: with the token, the cached user data or
 * else account details; with only the remember token, remember-me login. Any failure ends the session.
 */
export async function resumeSession(hasToken: boolean) {
  try {
    if (!hasToken) {
      signedIn(await logInRemembered(), true);
      return;
    }
    updateUser(readCachedUserData() ?? (await getAccountDetails()));
  } catch {
    clearSession();
  }
}

/**
 * The account menu's Log out (docs/behaviour/accounts.md#session): user, token, cookies and the verify codes go.
 * The session ends here first: screens start no member's call after it, and drop those under way, so none
 * reaches the server after the session there has ended, to come back refused (and be read as a session
 * ended elsewhere).
 */
export async function logOut() {
  clearSession();
  endListCalls();
  try {
    await endServerSession();
  } catch {
    // a session the server already ended still ends here
  }
}

/**
 * docs/behaviour/plans-and-payment.md#purchase-flow: after a purchase the login token is refreshed (the server sets its cookie) and the user
 * reloaded, so the new subscription is in the session's products.
 */
export async function refreshUser() {
  await refreshLoginToken();
  updateUser(await getAccountDetails());
}
