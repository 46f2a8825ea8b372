import {
  MEDIA_PREFIX,
  MEDIA_TOKEN_PARAM,
  MEDIA_TOKEN_SECONDS,
  type MediaKind,
  type SubtitleLanguage,
  type SubtitleTrack,
} from '@sahra/contracts';
import { mediaToken } from '../media/public.js';

const SUBTITLE_LABELS: Record<SubtitleLanguage, string> = { ar: 'العربية', en: 'English' };

export interface MediaLinks {
  /** The master playlist, with a token of the stream. */
  link: string;
  expiresAt: Date;
  subtitles: SubtitleTrack[];
}

/** How a stream's links are written: the secret that signs them and the host they point at. */
export interface LinkSigner {
  secret: string;
  /** MEDIA_ORIGIN (`https://media.example`), or '' for paths on this host. */
  origin: string;
}

/**
 * Links to one channel's or item's media for one stream (its lease id), with a token valid for
 * MEDIA_TOKEN_SECONDS from `now`: the master playlist (or `file`, a catch-up cut's master inside the
 * channel's scope) and the SRT subtitles. The path is the viewer-independent one (ADR 035).
 */
export function mediaLinks(
  signer: LinkSigner,
  scope: { kind: MediaKind; id: number },
  stream: string,
  now: Date,
  { subtitles = [], file = 'master.m3u8' }: { subtitles?: readonly SubtitleLanguage[]; file?: string } = {},
): MediaLinks {
  const expiresAt = Math.floor(now.getTime() / 1000) + MEDIA_TOKEN_SECONDS;
  const token = mediaToken(signer.secret, { scope, expiresAt, stream });
  const url = (path: string) =>
    `${signer.origin}${MEDIA_PREFIX}/${scope.kind}/${scope.id}/${path}?${MEDIA_TOKEN_PARAM}=${token}`;
  return {
    link: url(file),
    expiresAt: new Date(expiresAt * 1000),
    subtitles: subtitles.map((language) => ({
      Language: language,
      Label: SUBTITLE_LABELS[language],
      Url: url(`subtitles/${language}.srt`),
    })),
  };
}
