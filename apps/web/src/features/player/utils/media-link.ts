import { MEDIA_RENEWS_PARAM, MEDIA_TOKEN_PARAM } from '@sahra/contracts';

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

/**
 * The link as a player that renews its tokens asks for it (`renew=1`, ADR 050): a title's files then
 * get tokens of seconds, not of the title's length, and the stream holds its slot only while this
 * player's heartbeats come, so a closed or crashed tab frees it as a live stream's.
 */
export function renewing(link: string): string {
  return `${link}${link.includes('?') ? '&' : '?'}${MEDIA_RENEWS_PARAM}=1`;
}

/**
 * A stream's newest signed link: the ticket's, then each heartbeat's. The media loader signs its
 * requests with it; a loader waiting for the network resumes when a heartbeat answers, so that it never
 * asks with a token that expired while the network was down.
 */
export class StreamLink {
  #current = '';
  readonly #renewed = new Set<() => void>();

  get current(): string {
    return this.#current;
  }

  /** A fresh link from the server: listeners hear of every one, even one whose text did not change. */
  renew(link: string): void {
    this.#current = link;
    for (const listener of [...this.#renewed]) listener();
  }

  onRenewed(listener: () => void): () => void {
    this.#renewed.add(listener);
    return () => this.#renewed.delete(listener);
  }
}
