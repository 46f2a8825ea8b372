import { SIGNED_MEDIA_PREFIX } from '@sahra/contracts';

/** The token part of a signed media URL: `/media/t/{expiry}/{session}/{signature}/`. */
const TOKEN_PART = new RegExp(
  `${SIGNED_MEDIA_PREFIX.replaceAll('/', '\\/')}\\/[^/?#]+\\/[^/?#]+\\/[^/?#]+\\/`,
);

export function tokenPartOf(link: string): string | undefined {
  return TOKEN_PART.exec(link)?.[0];
}

/**
 * A media request URL with the token part of the newest link: hls.js resolves playlists, segments and
 * init files against the link it was first given, which expires; each heartbeat's fresh link renews it.
 * URLs outside the signed prefix (an external origin) are left as they are.
 */
export function withFreshToken(url: string, freshLink: string): string {
  const fresh = tokenPartOf(freshLink);
  if (fresh === undefined) return url;
  return url.replace(TOKEN_PART, fresh);
}
