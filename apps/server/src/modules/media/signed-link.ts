import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_TOKEN_SHAPE, type MediaScopeKind } from '@sahra/contracts';

/** What a media token opens: every file of one live channel or one on-demand item. */
export interface MediaScope {
  kind: MediaScopeKind;
  id: number;
}

export interface MediaTokenParts {
  scope: MediaScope;
  /** Unix seconds after which a file request with the token is refused (at the edge and here). */
  expiresAt: number;
  /** The stream's lease id (never a session token): a token is traceable to one stream, and ends with it. */
  stream: string;
}

const STREAM_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * HMAC-SHA256 (base64url) over `{kind}/{id}\n{expiry}\n{stream}`: the same input an edge recomputes from
 * the path it serves and the token's own parts (deploy/edge/media-token.js), with the secret alone.
 */
function signature(secret: string, { scope, expiresAt, stream }: MediaTokenParts): string {
  return createHmac('sha256', secret)
    .update(`${scope.kind}/${scope.id}\n${expiresAt}\n${stream}`)
    .digest('base64url');
}

/** The token a media URL carries in its `t` query parameter: `{expiry}.{stream}.{signature}`. */
export function mediaToken(secret: string, parts: MediaTokenParts): string {
  if (!STREAM_SHAPE.test(parts.stream)) throw new Error('a media stream id is 1–64 URL-safe characters');
  return `${parts.expiresAt}.${parts.stream}.${signature(secret, parts)}`;
}

/** A token's parts, read without trusting them: `verifyMediaToken` says whether they were signed. */
export function readMediaToken(
  token: unknown,
): { expiresAt: number; stream: string; signature: string } | undefined {
  if (typeof token !== 'string') return undefined;
  const match = MEDIA_TOKEN_SHAPE.exec(token);
  if (!match) return undefined;
  const [, expiry, stream, given] = match as unknown as [string, string, string, string];
  return { expiresAt: Number(expiry), stream, signature: given };
}

/**
 * The stream a token was signed for, if its signature holds for this scope — with nothing but the
 * secret: the check an edge makes. `nowSeconds` also refuses an expired token; playlists pass undefined,
 * since they are allowed by the stream's lease, not by the token's age. Compares in constant time.
 */
export function verifyMediaToken(
  secret: string,
  scope: MediaScope,
  token: unknown,
  nowSeconds: number | undefined,
): string | undefined {
  const parts = readMediaToken(token);
  if (!parts || !Number.isSafeInteger(parts.expiresAt)) return undefined;
  if (nowSeconds !== undefined && parts.expiresAt < nowSeconds) return undefined;
  const expected = Buffer.from(
    signature(secret, { scope, expiresAt: parts.expiresAt, stream: parts.stream }),
  );
  const given = Buffer.from(parts.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts.stream : undefined;
}
