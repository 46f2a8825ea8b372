import { ContentTypeId, MediaKind, type SubtitleLanguage } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { catalogTitle, ON_DEMAND_TYPES, titlePackage } from '../content/public.js';
import { channelMediaOf, playableItemOf, subtitleLanguagesOf } from '../media/public.js';

/** Browsing spec: the package a channel plays without sign-in in. */
export const PUBLIC_PACKAGE = 'Public';

/** What the ticket needs to know of a channel or a playable item. */
export interface PlaybackContent {
  id: number;
  kind: MediaKind;
  /** In the language the ticket asked for: what the stream list shows. */
  title: string;
  /** Undefined when the item is in no package: it plays for nobody (a preview aside). */
  packageName: string | undefined;
  /** Live: the channel's DVR window. */
  dvrHours: number | null;
  /** A trailer (a channel's PROMO among them): a free preview, not a stream of the account's. */
  preview: boolean;
  /** Media of its own to play (ADR 051): a channel always (its source or the slate). */
  hasMedia: boolean;
  subtitles: readonly SubtitleLanguage[];
}

/**
 * The channel (type 1) or playable item (episode, clip, play, trailer, movie) with this id, with its
 * package by the content module's one rule; undefined for containers, seasons and unknown ids.
 */
export async function findPlaybackContent(
  db: Db,
  id: number,
  language: 'en' | 'ar',
): Promise<PlaybackContent | undefined> {
  const row = await catalogTitle(db, id);
  if (!row) return undefined;
  const title = language === 'ar' ? row.name : (row.displayTitle ?? row.name);
  if (row.contentTypeId === ContentTypeId.Channel) {
    const channel = await channelMediaOf(db, row);
    if (!channel) return undefined;
    return {
      id,
      kind: MediaKind.Live,
      title,
      packageName: await titlePackage(db, id),
      dvrHours: channel.dvrHours,
      preview: false,
      hasMedia: true,
      subtitles: [],
    };
  }
  if (!ON_DEMAND_TYPES.includes(row.contentTypeId)) return undefined;
  // undefined while the title has no media of its own: it is known, and refused as such
  const item = playableItemOf(row);
  return {
    id,
    kind: MediaKind.Vod,
    title,
    packageName: await titlePackage(db, id),
    dvrHours: null,
    preview: row.contentTypeId === ContentTypeId.Trailer,
    hasMedia: item !== undefined,
    subtitles: item ? subtitleLanguagesOf(item) : [],
  };
}
