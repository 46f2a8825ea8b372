import { ContentTypeId, dvrHoursOf } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import type { RecordedRendition } from '../../platform/db-schema.js';
import { type CatalogTitle, catalogTitle, firstMetadataValue, ON_DEMAND_TYPES } from '../content/public.js';
import { recordedRenditions } from '../recording/public.js';

const DVR_METADATA = 'DVR';

export interface ChannelMedia {
  id: number;
  slug: string;
  dvrHours: number;
  /** The ladder of its recording (recording_channel), when the channel has a source; else it is virtual live. */
  recorded: RecordedRendition[] | null;
}

export interface PlayableItem {
  id: number;
  contentTypeId: number;
  arabic: string;
  english: string;
  durationSeconds: number;
}

/** The on-demand title with this id, when it has media of its own (ADR 051); nothing else plays. */
export async function findPlayableItem(db: Db, id: number): Promise<PlayableItem | undefined> {
  const title = await catalogTitle(db, id);
  return title && playableItemOf(title);
}

/** A catalog title as it plays on demand, when it is an on-demand title with media of its own. */
export function playableItemOf(title: CatalogTitle): PlayableItem | undefined {
  if (!title.hasMedia || !ON_DEMAND_TYPES.includes(title.contentTypeId)) return undefined;
  return {
    id: title.id,
    contentTypeId: title.contentTypeId,
    arabic: title.name,
    english: title.displayTitle ?? title.name,
    durationSeconds: title.durationSeconds,
  };
}

export async function findChannelMedia(db: Db, id: number): Promise<ChannelMedia | undefined> {
  const channel = await catalogTitle(db, id);
  return channel && channelMediaOf(db, channel);
}

/** A catalog title as a channel plays, when it is a channel: its DVR hours and its recording's ladder. */
export async function channelMediaOf(db: Db, channel: CatalogTitle): Promise<ChannelMedia | undefined> {
  if (channel.contentTypeId !== ContentTypeId.Channel) return undefined;
  return {
    id: channel.id,
    slug: channel.slug,
    dvrHours: dvrHoursOf(await firstMetadataValue(db, channel.id, DVR_METADATA)),
    recorded: (await recordedRenditions(db, channel.id)) ?? null,
  };
}
