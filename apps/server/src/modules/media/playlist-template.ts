import { MEDIA_RENEWS_PARAM, MEDIA_TOKEN_PARAM } from '@sahra/contracts';

/** Where a URI ends in a playlist: a line that is not a tag, or a tag's URI="…" attribute. */
const URI_ENDS = /^(?!#)[^\n]+|URI="[^"\n]*/gm;

/**
 * A playlist whose every URI is followed by its viewer's media token (ADR 035). The text is the same for
 * every viewer and made once per tick; it is kept cut where each URI ends, so a viewer's copy is one join.
 * The playlist's own URIs carry no query (they are paths within the scope), so `?` always starts one.
 */
export class PlaylistTemplate {
  private readonly pieces: string[] = [];

  constructor(readonly text: string) {
    let from = 0;
    for (const match of text.matchAll(URI_ENDS)) {
      const end = match.index + match[0].length;
      this.pieces.push(text.slice(from, end));
      from = end;
    }
    this.pieces.push(text.slice(from));
  }

  /** The playlist as one viewer reads it: each URI with `?t={token}` (and `&renew=1` for a renewing player). */
  withToken(token: string, renews = false): string {
    return this.pieces.join(`?${MEDIA_TOKEN_PARAM}=${token}${renews ? `&${MEDIA_RENEWS_PARAM}=1` : ''}`);
  }
}
