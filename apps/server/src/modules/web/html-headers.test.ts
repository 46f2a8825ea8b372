import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ThirdPartyOrigins } from './html-headers.js';
import { webAppServer } from '../../testing/web-app.js';

const HTML = { accept: 'text/html' };
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-web-headers-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html></html>');
fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');

/** The web app served with these third parties, beside one service route. */
const webApp = (thirdParties: ThirdPartyOrigins) => webAppServer({ distDir, thirdParties });

/** The Content-Security-Policy a page is served with. */
async function servedPolicy(thirdParties: ThirdPartyOrigins): Promise<string> {
  const app = await webApp(thirdParties);
  const response = await app.inject({ url: '/plans', headers: HTML });
  await app.close();
  return String(response.headers['content-security-policy']);
}

const directive = (policy: string, name: string) =>
  policy.split(/;\s*/).find((part) => part.startsWith(`${name} `));

describe('the headers of the answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await webApp({ botCheck: 'off' });
  });
  afterAll(() => app.close());

  test('a page is served with its policy, nosniff and the referrer policy, and none of the other helmet headers', async () => {
    const response = await app.inject({ url: '/ondemand/movies', headers: HTML });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const name of ['strict-transport-security', 'cross-origin-opener-policy', 'x-frame-options'])
      expect(response.headers[name], name).toBeUndefined();
  });

  test('service answers and files keep their own headers: no page policy', async () => {
    for (const url of ['/api/ping', '/assets/index-abc123.js', '/api/NoSuchCall']) {
      const response = await app.inject({ url, headers: HTML });
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['referrer-policy'], url).toBeUndefined();
    }
  });
});

describe('the Content-Security-Policy of the pages', () => {
  test('allows only our own origin when no third party is configured', async () => {
    const policy = await servedPolicy({ botCheck: 'off' });
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directive(policy, name), name).toBe(`${name} 'self'`);
    }
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  test("adds the bot-check provider's script and frame origins, and only those", async () => {
    const turnstile = await servedPolicy({ botCheck: 'turnstile' });
    expect(directive(turnstile, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive(turnstile, 'frame-src')).toBe("frame-src 'self' https://challenges.cloudflare.com");
    const recaptcha = await servedPolicy({ botCheck: 'recaptcha' });
    expect(directive(recaptcha, 'script-src')).toBe(
      "script-src 'self' https://www.google.com https://www.gstatic.com",
    );
    expect(directive(recaptcha, 'connect-src')).toBe("connect-src 'self'");
  });

  test("lets the browser report to Sentry's origin, never the DSN's key or path", async () => {
    const policy = await servedPolicy({
      botCheck: 'off',
      sentryDsn: 'https://public-key@o123.ingest.sentry.io/4567',
    });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://o123.ingest.sentry.io");
  });

  test('with Stripe taking payments, allows Stripe.js, its card frames and its API', async () => {
    const policy = await servedPolicy({ botCheck: 'turnstile', stripe: true });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://challenges.cloudflare.com https://js.stripe.com",
    );
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://challenges.cloudflare.com https://js.stripe.com https://hooks.stripe.com",
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });

  test('with media on a host of its own (MEDIA_ORIGIN), lets hls.js fetch from it and the video play it', async () => {
    const policy = await servedPolicy({ botCheck: 'off', mediaOrigin: 'https://media.example' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://media.example");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: https://media.example");
  });
});
