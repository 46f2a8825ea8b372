import { expect, test } from 'vitest';
import { describeWithServer } from '../testing/test-app.js';

describeWithServer('the server platform', (server, kind) => {
  test("healthz answers ok with the storage in use and the product's time", async () => {
    const before = Date.now();
    const response = await server().app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    const now = Date.parse((response.json() as { Result: { now: string } }).Result.now);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(response.json()).toEqual({
      Success: true,
      Result: { status: 'ok', storage: kind, now: new Date(now).toISOString() },
      ErrorCode: null,
      ErrorMessage: null,
    });
  });

  test('an unknown API path answers a 404 envelope', async () => {
    const response = await server().app.inject('/api/NoSuchCall');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Success: false, Result: null, ErrorCode: 'NotFound' });
  });

  test('malformed JSON answers 400 with a clear message', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/GetFilteredVideos',
      headers: { 'content-type': 'application/json' },
      payload: '{"PageSize": 2,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Success: false,
      ErrorMessage: 'The request body is not valid JSON',
    });
  });

  test('an oversized body answers 413', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/GetFilteredVideos',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Text: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'PayloadTooLarge' });
  });
});
