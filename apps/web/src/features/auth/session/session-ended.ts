import { MembershipErrorCode } from '@sahra/contracts';
import { ApiError } from '../../../api/api-error';
import { accountPaths } from '../../../config/account-paths';
import { clearSession } from './session-data';

/** The login page's parameter saying why the visitor is there: the session was ended elsewhere. */
export const SESSION_ENDED_PARAM = 'ended';

/**
 * This browser's session was ended elsewhere (signed out from another device, the password changed,
 * expired): a call made with it was refused. What the page shows belongs to an account it no longer
 * has, so the session ends here too and a fresh login page, which says why, replaces the page. The
 * visitor comes back to where they were after logging in.
 */
export function sessionEndedElsewhere() {
  clearSession();
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${accountPaths.loginFrom(here)}&${SESSION_ENDED_PARAM}=1`);
}

/** A call answered 401 SignInRequired: the session this browser holds is no longer signed in. */
export function whenSessionRefused(error: unknown) {
  if (error instanceof ApiError && error.errorCode === MembershipErrorCode.SignInRequired)
    sessionEndedElsewhere();
}
