import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_MEDIA_PREFIX, type MediaScopeKind } from '@sahra/contracts';

/** What a signed link opens: every file of one live channel or one on-demand item. */
export interface MediaScope {
  kind: MediaScopeKind;
  id: number;
}

export interface SignedLinkParts {
  scope: MediaScope;
  /** Unix seconds after which the link is refused. */
  expiresAt: number;
  /** An opaque id of the playback session (never a session token): links are traceable to one stream. */
  session: string;
}

const SESSION_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

function signature(secret: string, { scope, expiresAt, session }: SignedLinkParts): string {
  return createHmac('sha256', secret)
    .update(`${scope.kind}/${scope.id}\n${expiresAt}\n${session}`)
    .digest('base64url');
}

/** The path prefix of a signed link; the files of the scope follow it (`…/master.m3u8`). */
export function signedPrefix(secret: string, parts: SignedLinkParts): string {
  if (!SESSION_SHAPE.test(parts.session)) throw new Error('a media session id is 1–64 URL-safe characters');
  const { scope, expiresAt, session } = parts;
  return `${SIGNED_MEDIA_PREFIX}/${expiresAt}/${session}/${signature(secret, parts)}/${scope.kind}/${scope.id}`;
}

/**
 * Whether a signed link's parts carry a valid, unexpired signature, with nothing but the secret: the
 * check a CDN edge can make. Compares in constant time.
 */
export function verifySignedLink(
  secret: string,
  parts: SignedLinkParts,
  givenSignature: string,
  nowSeconds: number,
): boolean {
  if (!Number.isSafeInteger(parts.expiresAt) || parts.expiresAt < nowSeconds) return false;
  if (!SESSION_SHAPE.test(parts.session)) return false;
  const expected = Buffer.from(signature(secret, parts));
  const given = Buffer.from(givenSignature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
