// The edge's check of a media file's token (ADR 035), for nginx's njs module (tested on Debian bookworm's
// libnginx-mod-http-js, njs 0.7.9). It must refuse exactly what the origin's verifyMediaToken refuses
// (apps/server/src/modules/media/signed-link.ts): the edge serves cached bytes without asking the origin,
// so this check is the only one a cache hit gets. nginx.conf.template reads it with
// `js_set $media_token_refusal media.refusal`.
//
// njs is not Node: no crypto.timingSafeEqual here, and r.args gives an array when a parameter is
// repeated (its values are percent-decoded, `+` read as a space, as the origin's query parser does).
import crypto from 'crypto';

// The scope comes from the path the edge caches: `/media/{live|vod}/{id}/…` with a canonical id of at most
// 9 digits (the origin's itemId), so that `${kind}/${id}` is the very text the origin signed.
const SCOPED_PATH = /^\/media\/(live|vod)\/(0|[1-9]\d{0,8})\/./;
// MEDIA_TOKEN_SHAPE of @sahra/contracts: `{expiresAt}.{stream}.{signature}`.
const TOKEN_SHAPE = /^(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

/** Compares without stopping at the first difference, so the time taken tells nothing of the signature. */
function sameText(a, b) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The request's path as the viewer sent it, before nginx decoded and merged it into $uri. */
function rawPath(r) {
  const requestUri = r.variables.request_uri;
  const query = requestUri.indexOf('?');
  return query === -1 ? requestUri : requestUri.slice(0, query);
}

/**
 * Why the request's `t` token does not open the file it asks for, or '' when it does. A reason rather
 * than a yes/no, so that nginx can say it in the 403 and no reason can be read as "allowed" by mistake.
 */
function refusal(r) {
  const scope = SCOPED_PATH.exec(r.uri);
  if (!scope) return 'path';
  // The path verified must be the path cached ($uri) and the path the origin is asked for (the raw one, as
  // proxy_pass sends it): an encoded or doubled slash or a dot segment would make them differ, so such a
  // path is refused rather than interpreted. Media file names never need encoding.
  if (rawPath(r) !== r.uri) return 'path';

  const token = r.args.t;
  if (token === undefined || token === '') return 'missing';
  // `t` given twice: which one the origin would read is its parser's choice, so neither is trusted
  if (typeof token !== 'string') return 'malformed';
  const parts = TOKEN_SHAPE.exec(token);
  if (!parts) return 'malformed';

  const expiresAt = Number(parts[1]);
  if (expiresAt < Math.floor(Date.now() / 1000)) return 'expired';

  const secret = r.variables.media_link_secret;
  // an edge configured without its secret refuses everything rather than trusting anything
  if (!secret) return 'unconfigured';
  const expected = crypto
    .createHmac('sha256', secret)
    .update(scope[1] + '/' + scope[2] + '\n' + parts[1] + '\n' + parts[2])
    .digest('base64url');
  return sameText(expected, parts[3]) ? '' : 'signature';
}

export default { refusal };
