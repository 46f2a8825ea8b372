/** Origins a page may use beyond its own, by what the server is configured with. */
export interface ThirdPartyOrigins {
  /** The bot-check provider's script and widget frame (ADR 009). */
  botCheck: 'off' | 'turnstile' | 'recaptcha';
  /** Where the browser reports errors to Sentry, when the web app was built with a DSN. */
  sentryDsn?: string | undefined;
  /** Stripe takes the payments: Stripe.js, its card frames and its API (Stripe's CSP guide). */
  stripe?: boolean;
}

const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;
const NO_ORIGINS = { script: [], frame: [], connect: [] } as const;

const BOT_CHECK_ORIGINS = {
  off: { script: [], frame: [] },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
  recaptcha: {
    script: ['https://www.google.com', 'https://www.gstatic.com'],
    frame: ['https://www.google.com'],
  },
} as const;

/**
 * The Content-Security-Policy of every HTML answer. The built app has no inline script or style (Vite
 * emits files, React sets styles through the DOM, which CSP does not restrict), so everything is limited
 * to our own origin, plus exactly the third parties the configuration turns on.
 */
export function contentSecurityPolicy({ botCheck, sentryDsn, stripe = false }: ThirdPartyOrigins): string {
  const bot = BOT_CHECK_ORIGINS[botCheck];
  const payments = stripe ? STRIPE_ORIGINS : NO_ORIGINS;
  const sentry = sentryDsn === undefined ? [] : [new URL(sentryDsn).origin];
  const sources = (...extra: readonly string[]) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "style-src 'self'",
    `script-src ${sources(...bot.script, ...payments.script)}`,
    `frame-src ${sources(...bot.frame, ...payments.frame)}`,
    `connect-src ${sources(...sentry, ...payments.connect)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers of every HTML answer. */
export function htmlHeaders(origins: ThirdPartyOrigins) {
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // index.html names the hashed assets of the current release, so it must be revalidated every time.
    'cache-control': 'no-cache',
    'content-type': 'text/html; charset=utf-8',
  } as const;
}

/** Hashed files never change under the same name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Sahra: the web app is not built</title>
<h1>The web app is not built</h1>
<p>The server is running, but there is no built web app to serve. Run <code>npm run build -w @sahra/web</code> and reload this page.</p>
</html>
`;
