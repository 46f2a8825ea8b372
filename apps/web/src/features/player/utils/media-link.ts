import { MEDIA_TOKEN_PARAM } from '@sahra/contracts';

/** A media URL's token: the `t` query parameter (ADR 035). */
const TOKEN = new RegExp(`([?&]${MEDIA_TOKEN_PARAM}=)([^&#]*)`);

export function tokenOf(link: string): string | undefined {
  return TOKEN.exec(link)?.[2];
}

/**
 * A media request URL with the token of the newest link: the files a playlist names carry the token it
 * was read with, which expires; each heartbeat's fresh link renews it, for a seek back into a live
 * window as much as for the next segment. URLs without a token (an external origin) stay as they are.
 */
export function withFreshToken(url: string, freshLink: string): string {
  const fresh = tokenOf(freshLink);
  if (fresh === undefined || !TOKEN.test(url)) return url;
  return url.replace(TOKEN, `$1${fresh}`);
}
