import type { AccountDetails } from '@sahra/contracts';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { writeExpiring } from '../../../lib/expiring-storage';
import { SessionKey } from '../utils/session-keys';
import { readCachedUserData } from './session-data';
import { startSession } from './session-lifecycle';
import { AuthCookieMirror, getSession, setSession } from './session-store';

const DETAILS: AccountDetails = {
  User: {
    Id: 7,
    Email: 'layla@example.com',
    EmailVerified: false,
    Mobile: { Number: '+31612345678' },
    MobileVerified: false,
    Name: 'Layla',
    Surname: 'Haddad',
    TrialUsedAt: null,
    ExternalIds: [],
  },
  Products: [],
  SessionId: 's1',
  DeviceId: 'd1',
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The account service at the edge of the app: answers each path with the given envelope and status. */
function serviceAnswering(answers: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://sahra.test').pathname;
    const answer = answers[path] ?? { status: 404, body: { Success: false, Result: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ok = (Result: unknown) => ({
  status: 200,
  body: { Success: true, Result, ErrorCode: null, ErrorMessage: null },
});
const refused = {
  status: 401,
  body: { Success: false, Result: null, ErrorCode: 'SignInRequired', ErrorMessage: 'x' },
};

/** Starts the session and waits until it has settled (loading ended). */
async function start() {
  setSession(undefined);
  startSession();
  // waitFor's own 1 s ran out on a loaded machine, and the unfinished start's call then counted in the next test
  await vi.waitFor(() => expect(getSession()).not.toBeUndefined(), { timeout: 10_000 });
  return getSession();
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

test('without auth cookies the visitor is a guest and nothing is called', async () => {
  const fetch = serviceAnswering({});
  expect(await start()).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

test('with the token, cached user data is used without a call', async () => {
  const fetch = serviceAnswering({});
  writeExpiring(AuthCookieMirror.Token, true, 60);
  writeExpiring('user-data', DETAILS, 60);
  expect(await start()).toEqual(DETAILS);
  expect(fetch).not.toHaveBeenCalled();
});

test('with the token and no cached data, account details are fetched and cached', async () => {
  const fetch = serviceAnswering({ '/membership/account/detail': ok(DETAILS) });
  writeExpiring(AuthCookieMirror.Token, true, 60);
  expect(await start()).toEqual(DETAILS);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(readCachedUserData()).toEqual(DETAILS);
});

test('with only the remember token, remember-me signs the user in', async () => {
  const fetch = serviceAnswering({ '/membership/login/rememberme': ok(DETAILS) });
  writeExpiring(AuthCookieMirror.RememberToken, true, 60);
  expect(await start()).toEqual(DETAILS);
  expect(String(fetch.mock.calls[0]?.[0])).toContain('/membership/login/rememberme?apiKey=');
  expect(localStorage.getItem(AuthCookieMirror.Token)).not.toBeNull();
});

test('a refused session start clears the cookies it knows of, the cached data and the verify codes', async () => {
  serviceAnswering({ '/membership/login/rememberme': refused });
  writeExpiring(AuthCookieMirror.RememberToken, true, 60);
  writeExpiring('user-data', DETAILS, 60);
  sessionStorage.setItem(SessionKey.VerifyCode, '{}');
  expect(await start()).toBeNull();
  expect(localStorage.getItem(AuthCookieMirror.RememberToken)).toBeNull();
  expect(readCachedUserData()).toBeUndefined();
  expect(sessionStorage.getItem(SessionKey.VerifyCode)).toBeNull();
});
