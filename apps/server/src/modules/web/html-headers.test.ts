import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from './html-headers.js';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy of the pages', () => {
  test('allows only our own origin when no third party is configured', () => {
    const policy = contentSecurityPolicy({ botCheck: 'off' });
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directive(policy, name), name).toBe(`${name} 'self'`);
    }
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  test("adds the bot-check provider's script and frame origins, and only those", () => {
    const turnstile = contentSecurityPolicy({ botCheck: 'turnstile' });
    expect(directive(turnstile, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive(turnstile, 'frame-src')).toBe("frame-src 'self' https://challenges.cloudflare.com");
    const recaptcha = contentSecurityPolicy({ botCheck: 'recaptcha' });
    expect(directive(recaptcha, 'script-src')).toBe(
      "script-src 'self' https://www.google.com https://www.gstatic.com",
    );
    expect(directive(recaptcha, 'connect-src')).toBe("connect-src 'self'");
  });

  test("lets the browser report to Sentry's origin, never the DSN's key or path", () => {
    const policy = contentSecurityPolicy({
      botCheck: 'off',
      sentryDsn: 'https://public-key@o123.ingest.sentry.io/4567',
    });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://o123.ingest.sentry.io");
  });

  test('with Stripe taking payments, allows Stripe.js, its card frames and its API', () => {
    const policy = contentSecurityPolicy({ botCheck: 'turnstile', stripe: true });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://challenges.cloudflare.com https://js.stripe.com",
    );
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://challenges.cloudflare.com https://js.stripe.com https://hooks.stripe.com",
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });
});
