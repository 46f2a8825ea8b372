import { API_KEY_PARAMETER, AuthHeader, IDEMPOTENCY_KEY_HEADER } from '@sahra/contracts';
import { API_KEY } from '../config/env';
import { apiRequest, type ApiResponse, type RequestOptions } from './client';

/**
 * An account-service call (membership, sales, payments, subscriptions): the API key parameter added, the
 * envelope unwrapped, the answer's headers kept.
 */
export function membershipCall<T>(
  method: 'GET' | 'POST',
  path: string,
  { query = {}, body, headers, signal }: Pick<RequestOptions, 'query' | 'body' | 'headers' | 'signal'> = {},
): Promise<ApiResponse<T>> {
  return apiRequest<T>(method, path, {
    query: { ...query, [API_KEY_PARAMETER]: API_KEY },
    body,
    ...(headers ? { headers } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** A membership POST answering its result; one that may charge carries its Idempotency-Key. */
export async function membershipPost<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T> {
  const headers = idempotencyKey === undefined ? undefined : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  return (await membershipCall<T>('POST', path, { body, ...(headers ? { headers } : {}) })).result;
}

/**
 * GET /service/profile (docs/behaviour/lists.md#login-token): for a signed-in user a fresh user-list login token, bound to
 * the session, from the answer's `ues` header; null when the answer has none.
 */
export async function fetchLoginToken(signal?: AbortSignal): Promise<string | null> {
  const { headers } = await membershipCall<unknown>('GET', '/service/profile', signal ? { signal } : {});
  return headers.get(AuthHeader.LoginToken);
}
