import { MEDIA_LINK_SECONDS, type MediaKind, type SubtitleTrack } from '@sahra/contracts';
import type { SubtitleLanguage } from '@sahra/contracts';
import { signedPrefix } from '../media/signed-link.js';

const SUBTITLE_LABELS: Record<SubtitleLanguage, string> = { ar: 'العربية', en: 'English' };

export interface MediaLinks {
  /** The signed master playlist. */
  link: string;
  expiresAt: Date;
  subtitles: SubtitleTrack[];
}

/**
 * The signed master playlist of a channel's catch-up cut: inside the channel's live scope, so the
 * stream's heartbeat, which renews the live scope, renews it too.
 */
export function catchupLink(
  secret: string,
  channelId: number,
  cutId: number,
  session: string,
  now: Date,
): string {
  return mediaLinks(secret, { kind: 'live', id: channelId }, session, now).link.replace(
    /master\.m3u8$/,
    `catchup/${cutId}/master.m3u8`,
  );
}

/**
 * Signed links to one channel's or item's media for one stream (`session`, the lease id), valid for
 * MEDIA_LINK_SECONDS from `now`: the master playlist and the SRT subtitles under the same prefix.
 */
export function mediaLinks(
  secret: string,
  scope: { kind: MediaKind; id: number },
  session: string,
  now: Date,
  subtitles: readonly SubtitleLanguage[] = [],
): MediaLinks {
  const expiresAt = Math.floor(now.getTime() / 1000) + MEDIA_LINK_SECONDS;
  const prefix = signedPrefix(secret, { scope, expiresAt, session });
  return {
    link: `${prefix}/master.m3u8`,
    expiresAt: new Date(expiresAt * 1000),
    subtitles: subtitles.map((language) => ({
      Language: language,
      Label: SUBTITLE_LABELS[language],
      Url: `${prefix}/subtitles/${language}.srt`,
    })),
  };
}
