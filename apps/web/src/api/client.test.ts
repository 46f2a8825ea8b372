import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiGet, apiPost, apiRequest, buildUrl } from './client';

// fetch is the edge of the web app: the server's answers are played back, our own code runs for real.
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => vi.unstubAllGlobals());

test('a successful envelope gives its Result', async () => {
  answer(200, { Success: true, Result: [1, 2], ErrorCode: null, ErrorMessage: null });
  await expect(apiGet<number[]>('/api/Thing')).resolves.toEqual([1, 2]);
});

test('a failed envelope throws an ApiError with its code, message and status', async () => {
  answer(451, { Success: false, Result: null, ErrorCode: 'CountryBlocked', ErrorMessage: 'Not here' });
  const error = await apiGet('/appconfig/config').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 451,
    errorCode: 'CountryBlocked',
    message: 'Not here',
    isRetryable: false,
  });
});

test('an answer that is not an envelope is a BadResponse error', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<html>', { status: 502 })),
  );
  await expect(apiGet('/api/Thing')).rejects.toMatchObject({
    errorCode: 'BadResponse',
    status: 502,
    isRetryable: true,
  });
});

test('the query is encoded and empty values are left out', () => {
  expect(
    buildUrl('/appconfig/config', { appGroup: 'web', tenant: 'sahra', skip: undefined, text: 'a b&c' }),
  ).toBe('/appconfig/config?appGroup=web&tenant=sahra&text=a+b%26c');
});

test('a POST sends its body as JSON with a time-out signal', async () => {
  const fetchStub = answer(200, { Success: true, Result: 'ok', ErrorCode: null, ErrorMessage: null });
  await apiPost('/api/GetFilteredVideos', { PageSize: 20 });
  const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/GetFilteredVideos');
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"PageSize":20}');
  expect(init.signal).toBeInstanceOf(AbortSignal);
});

test('the response headers are available, e.g. the country code', async () => {
  answer(200, { Success: true, Result: [], ErrorCode: null, ErrorMessage: null }, { cc: 'NL' });
  const { headers } = await apiRequest('GET', '/appconfig/config');
  expect(headers.get('cc')).toBe('NL');
});

test('a request that takes too long becomes a Timeout error', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
  );
  await expect(apiGet('/api/Slow')).rejects.toMatchObject({ errorCode: 'Timeout', status: 0 });
});
