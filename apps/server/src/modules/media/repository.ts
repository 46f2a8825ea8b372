import { ContentTypeId } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import type { RecordedRendition } from '../../platform/db-schema.js';
import { recordedRenditions } from './recorded-repository.js';

const DVR_METADATA = 'DVR';
/** docs/behaviour/channels-live-guide.md#dvr: 8 hours DVR on all channels; a channel's own DVR metadata can say otherwise. */
export const DEFAULT_DVR_HOURS = 8;

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

/** Content types that play on demand: episodes, clips, plays, trailers (the promo dialog) and movies. */
export const ON_DEMAND_TYPES: readonly number[] = [
  ContentTypeId.Episode,
  ContentTypeId.Clip,
  ContentTypeId.Play,
  ContentTypeId.Trailer,
  ContentTypeId.Movie,
];

export async function findPlayableItem(db: Db, id: number): Promise<PlayableItem | undefined> {
  const row = await db
    .selectFrom('content_item')
    .select(['id', 'content_type_id', 'name', 'display_title', 'duration_seconds'])
    .where('id', '=', id)
    .where('content_type_id', 'in', [...ON_DEMAND_TYPES])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      contentTypeId: row.content_type_id,
      arabic: row.name,
      english: row.display_title ?? row.name,
      durationSeconds: row.duration_seconds,
    }
  );
}

export async function findChannelMedia(db: Db, id: number): Promise<ChannelMedia | undefined> {
  const channel = await db
    .selectFrom('content_item')
    .select(['id', 'url_encoded_name'])
    .where('id', '=', id)
    .where('content_type_id', '=', ContentTypeId.Channel)
    .executeTakeFirst();
  if (!channel) return undefined;
  const metadata = await db
    .selectFrom('content_metadata')
    .select(['namespace', 'value'])
    .where('item_id', '=', id)
    .where('namespace', '=', DVR_METADATA)
    .execute();
  const dvrHours = Number(metadata[0]?.value);
  return {
    id: channel.id,
    slug: channel.url_encoded_name,
    dvrHours: Number.isFinite(dvrHours) && dvrHours > 0 ? dvrHours : DEFAULT_DVR_HOURS,
    recorded: (await recordedRenditions(db, id)) ?? null,
  };
}
