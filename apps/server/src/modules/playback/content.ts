import { ContentTypeId, MediaKind, type SubtitleLanguage } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import { catalogTitle, channelIdBySlug, firstMetadataValue } from '../content/public.js';
import { findChannelMedia, findPlayableItem, subtitleLanguagesOf } from '../media/public.js';

const PACKAGES_METADATA = 'packages';
/** Browsing spec: an item's package is shown as Public when its metadata names none. */
export const PUBLIC_PACKAGE = 'Public';

/** What the ticket needs to know of a channel or a playable item. */
export interface PlaybackContent {
  id: number;
  kind: MediaKind;
  /** In the language the ticket asked for: what the stream list shows. */
  title: string;
  packageName: string;
  /** Live: the channel's DVR window. */
  dvrHours: number | null;
  /** A trailer (a channel's PROMO among them): a free preview, not a stream of the account's. */
  preview: boolean;
  subtitles: readonly SubtitleLanguage[];
}

async function ownPackage(db: Db, itemId: number): Promise<string | undefined> {
  return (await firstMetadataValue(db, itemId, PACKAGES_METADATA))?.trim() || undefined;
}

/** A catch-up episode or programme without a package of its own is in its channel's package. */
async function channelPackage(db: Db, channelSlug: string): Promise<string | undefined> {
  const channelId = await channelIdBySlug(db, channelSlug);
  return channelId === undefined ? undefined : ownPackage(db, channelId);
}

/**
 * The channel (type 1) or playable item (episode, clip, play, trailer, movie) with this id, with its
 * package; undefined for containers, seasons and unknown ids.
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
    const channel = await findChannelMedia(db, id);
    if (!channel) return undefined;
    const packageName = (await ownPackage(db, id)) ?? PUBLIC_PACKAGE;
    return {
      id,
      kind: MediaKind.Live,
      title,
      packageName,
      dvrHours: channel.dvrHours,
      preview: false,
      subtitles: [],
    };
  }
  const item = await findPlayableItem(db, id);
  if (!item) return undefined;
  const packageName =
    (await ownPackage(db, id)) ??
    (row.channelSlug ? await channelPackage(db, row.channelSlug) : undefined) ??
    PUBLIC_PACKAGE;
  return {
    id,
    kind: MediaKind.Vod,
    title,
    packageName,
    dvrHours: null,
    preview: row.contentTypeId === ContentTypeId.Trailer,
    subtitles: subtitleLanguagesOf(item),
  };
}
