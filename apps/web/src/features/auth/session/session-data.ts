import {
  type AccountDetails,
  LOGIN_TOKEN_MINUTES,
  REMEMBER_ME_DAYS,
  USER_DATA_CACHE_SECONDS,
  DAY_SECONDS,
  MINUTE_SECONDS,
} from '@sahra/contracts';
import { readExpiring, writeExpiring } from '../../../lib/expiring-storage';
import { removeStored } from '../../../lib/browser-storage';
import { SessionKey } from '../utils/session-keys';
import { AuthCookieMirror, setSession } from './session-store';

/** docs/behaviour/accounts.md#session: the session result, kept USER_DATA_CACHE_SECONDS. */
const CACHED_USER_DATA_KEY = 'user-data';

export function readCachedUserData(): AccountDetails | undefined {
  return readExpiring<AccountDetails>(CACHED_USER_DATA_KEY);
}

/** A user-details answer arrived (account details, verification): cached and handed to the frame. */
export function updateUser(details: AccountDetails) {
  writeExpiring(CACHED_USER_DATA_KEY, details, USER_DATA_CACHE_SECONDS);
  setSession(details);
}

/**
 * A sign-in answer arrived (login, register, remember-me): the server has set the token cookie, and the
 * remember token cookie when remembered; their mirrors get the same lifetimes.
 */
export function signedIn(details: AccountDetails, remembered: boolean) {
  writeExpiring(AuthCookieMirror.Token, true, LOGIN_TOKEN_MINUTES * MINUTE_SECONDS);
  if (remembered) writeExpiring(AuthCookieMirror.RememberToken, true, REMEMBER_ME_DAYS * DAY_SECONDS);
  else removeStored('localStorage', AuthCookieMirror.RememberToken);
  updateUser(details);
}

/** docs/behaviour/accounts.md#session: a failed session start, or logout, leaves no user, no cached data and no verify codes. */
export function clearSession() {
  for (const key of [AuthCookieMirror.Token, AuthCookieMirror.RememberToken, CACHED_USER_DATA_KEY]) {
    removeStored('localStorage', key);
  }
  removeStored('sessionStorage', SessionKey.VerifyCode);
  removeStored('sessionStorage', SessionKey.VerifyCodeMobile);
  setSession(null);
}
