/**
 * Headers of every HTML answer. The built app has no inline script or style (Vite emits files, React sets
 * styles through the DOM, which CSP does not restrict), so everything can be limited to our own origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const HTML_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
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
