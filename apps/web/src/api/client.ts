import { REQUEST_TIMEOUT_MS, type Envelope } from '@sahra/contracts';
import { ApiError, ClientErrorCode } from './api-error';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Cancels the call, e.g. TanStack Query's signal when a component unmounts. */
  signal?: AbortSignal;
  /** Headers a call adds to the standard ones (a bot-check token, an idempotency key). */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  result: T;
  headers: Headers;
}

export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'Success' in body && 'Result' in body;
}

/** Every call has the spec's 15 s time-out, on top of whatever cancellation the caller asks for. */
function requestSignal(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

/** How calls reach the services: the browser's fetch, or, when the server renders a page, the server itself. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch) {
  transport = next;
}

async function send(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await transport(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: requestSignal(options.signal),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, ClientErrorCode.Timeout, 'The request took too long');
    }
    // A caller's own cancellation stays an AbortError so TanStack Query treats it as cancelled, not failed.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, ClientErrorCode.Network, 'The service could not be reached');
  }
}

/** Sends a call and unwraps the envelope `{ Success, Result, ErrorCode, ErrorMessage }`; throws ApiError on failure. */
export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await send(method, path, options);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, ClientErrorCode.BadResponse, `The answer to ${path} is not JSON`);
  }
  if (!isEnvelope(body)) {
    throw new ApiError(
      response.status,
      ClientErrorCode.BadResponse,
      `The answer to ${path} is not an envelope`,
    );
  }
  if (!body.Success || !response.ok) {
    throw new ApiError(
      response.status,
      body.ErrorCode,
      body.ErrorMessage ?? `The call to ${path} failed`,
      body.Result,
    );
  }
  return { result: body.Result as T, headers: response.headers };
}

export async function apiGet<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return (await apiRequest<T>('GET', path, options)).result;
}

export async function apiPost<T>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  return (await apiRequest<T>('POST', path, { ...options, body })).result;
}
