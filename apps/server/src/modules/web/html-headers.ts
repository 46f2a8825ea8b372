import type { FastifyHelmetOptions } from '@fastify/helmet';

/** Origins a page may use beyond its own, by what the server is configured with. */
export interface ThirdPartyOrigins {
  /** The bot-check provider's script and widget frame (ADR 009). */
  botCheck: 'off' | 'turnstile' | 'recaptcha';
  /** Where the browser reports errors to Sentry, when the web app was built with a DSN. */
  sentryDsn?: string | undefined;
  /** Stripe takes the payments: Stripe.js, its card frames and its API (Stripe's CSP guide). */
  stripe?: boolean;
  /** MEDIA_ORIGIN: the host players fetch media from (a CDN), which hls.js reads and the video plays. */
  mediaOrigin?: string | undefined;
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
 * The Content-Security-Policy of every HTML answer, as directives for helmet. The built app has no inline
 * script or style (Vite emits files, React sets styles through the DOM, which CSP does not restrict), so
 * everything is limited to our own origin, plus exactly the third parties the configuration turns on.
 */
export function contentSecurityDirectives({
  botCheck,
  sentryDsn,
  stripe = false,
  mediaOrigin,
}: ThirdPartyOrigins) {
  const bot = BOT_CHECK_ORIGINS[botCheck];
  const media = mediaOrigin === undefined ? [] : [mediaOrigin];
  const payments = stripe ? STRIPE_ORIGINS : NO_ORIGINS;
  const sentry = sentryDsn === undefined ? [] : [new URL(sentryDsn).origin];
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:', ...media],
    'style-src': ["'self'"],
    'script-src': ["'self'", ...bot.script, ...payments.script],
    'frame-src': ["'self'", ...bot.frame, ...payments.frame],
    'connect-src': ["'self'", ...sentry, ...payments.connect, ...media],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * What helmet sends with every HTML answer: the policy above, `nosniff` and the referrer policy, and
 * nothing else of its defaults. HSTS belongs to whoever terminates TLS, Cross-Origin-Opener-Policy could
 * cut the payment and bot-check providers' windows off, and `frame-ancestors` already forbids framing.
 */
export function securityHeaders(origins: ThirdPartyOrigins): FastifyHelmetOptions {
  return {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(origins) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/** The other headers of every HTML answer. */
export const HTML_HEADERS = {
  // index.html names the hashed assets of the current release, so it must be revalidated every time.
  'cache-control': 'no-cache',
  'content-type': 'text/html; charset=utf-8',
} as const;

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
