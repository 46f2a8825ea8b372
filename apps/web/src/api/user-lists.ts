import {
  type AddToListRequest,
  type GetUserListRequest,
  type ListChangeResult,
  type ListSummary,
  type UserListName,
  type UserListPage,
} from '@sahra/contracts';
import { ApiError } from './api-error';
import { apiPost } from './client';

/**
 * The user-list service (docs/behaviour/lists.md#calls). Each call carries the login token of GET
 * /service/profile (its `ues` header), fetched once per session and kept in memory only.
 */
let loginToken: { sessionId: string; token: Promise<string>; fetching: AbortController } | undefined;

async function fetchLoginToken(signal: AbortSignal): Promise<string> {
  // loaded when needed: signed-in users have the session chunk it is in already, and the pages that show
  // list buttons to visitors need not name it (and the chunks it needs) among their own
  const { fetchLoginToken: fetchToken } = await import('./membership-client');
  const token = await fetchToken(signal);
  if (!token) throw new ApiError(0, null, 'The login token service gave no token');
  return token;
}

function loginTokenOf(sessionId: string): Promise<string> {
  if (loginToken?.sessionId !== sessionId) {
    // the token is shared by the session's calls, so no one call's cancellation stops its fetch; the
    // session's end does (endListCalls)
    const fetching = new AbortController();
    const token = fetchLoginToken(fetching.signal);
    loginToken = { sessionId, token, fetching };
    // a failed fetch is not kept: the next call asks again
    token.catch(() => {
      if (loginToken?.token === token) loginToken = undefined;
    });
  }
  return loginToken.token;
}

/**
 * The session is ending here (docs/behaviour/accounts.md#session): a login token still on its way is not
 * waited for, and the one held is forgotten, so no list call made for the session reaches the server after it.
 */
export function endListCalls() {
  loginToken?.fetching.abort();
  loginToken = undefined;
}

/**
 * One call with the session's login token. docs/behaviour/lists.md#login-token: a failed user-list call refreshes the login token;
 * a refused (expired) token is replaced and the call made once more before the failure shows. A cancelled
 * call is not made again.
 */
async function listCall<T>(sessionId: string, call: string, body: object, signal?: AbortSignal): Promise<T> {
  const send = async () =>
    apiPost<T>(`/ues/client/${call}`, { ...body, token: await loginTokenOf(sessionId) }, { signal });
  try {
    return await send();
  } catch (error) {
    loginToken = undefined;
    if (!(error instanceof ApiError) || error.status !== 401 || signal?.aborted) throw error;
    return send();
  }
}

type ListPageRequest = Omit<GetUserListRequest, 'token' | 'name'>;

export function getUserList(
  sessionId: string,
  name: UserListName,
  page: ListPageRequest,
  signal?: AbortSignal,
): Promise<UserListPage> {
  return listCall(sessionId, 'get_list_v2', { name, ...page }, signal);
}

export function getListSummary(sessionId: string, contentID: number, signal?: AbortSignal) {
  return listCall<ListSummary>(sessionId, 'get_summary', { contentID }, signal);
}

export function addToList(sessionId: string, request: Omit<AddToListRequest, 'token'>) {
  return listCall<ListChangeResult>(sessionId, 'add_to_list', request);
}

export function removeFromList(sessionId: string, name: UserListName, contentID: number) {
  return listCall<ListChangeResult>(sessionId, 'remove_from_list', { name, contentID });
}

/** Query keys of one session's lists: a new sign-in never sees the cache of the one before. */
export const userListKeys = {
  all: (sessionId: string) => ['user-lists', sessionId] as const,
  list: (sessionId: string, name: UserListName) => ['user-lists', sessionId, 'list', name] as const,
  summary: (sessionId: string, contentId: number) => ['user-lists', sessionId, 'summary', contentId] as const,
};
