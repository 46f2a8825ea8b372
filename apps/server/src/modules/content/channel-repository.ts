import { ContentTypeId } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';

/** The metadata naming the XMLTV channel id a catalog channel answers to. */
export const EPG_ID_NAMESPACE = 'Epg ID';
const DVR_NAMESPACE = 'DVR';

/**
 * Every catalog channel with what the guide and the recorder show of it: names, slug, order, the
 * catalog's logo and the raw `DVR` metadata (each reader applies its own default). A relation another
 * module joins its own channel rows to, so that the guide's channel list stays one statement.
 */
export function catalogChannels(db: Db) {
  return db
    .selectFrom('content_item as c')
    .leftJoin('content_metadata as dvr', (join) =>
      join.onRef('dvr.item_id', '=', 'c.id').on('dvr.namespace', '=', DVR_NAMESPACE),
    )
    .leftJoin('content_image as logo', (join) =>
      join.onRef('logo.item_id', '=', 'c.id').on('logo.image_type', '=', 'logo'),
    )
    .select([
      'c.id',
      'c.name',
      'c.display_title as displayTitle',
      'c.url_encoded_name as slug',
      'c.display_order as displayOrder',
      'logo.image_url as logo',
      'dvr.value as dvr',
    ])
    .where('c.content_type_id', '=', ContentTypeId.Channel);
}

/** XMLTV channel id → catalog channel, by the channels' `Epg ID` metadata. */
export async function channelsByEpgId(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('content_metadata as m')
    .innerJoin('content_item as c', 'c.id', 'm.item_id')
    .select(['m.item_id', 'm.value'])
    .where('m.namespace', '=', EPG_ID_NAMESPACE)
    .where('c.content_type_id', '=', ContentTypeId.Channel)
    .execute();
  return new Map(rows.map((row) => [row.value, row.item_id]));
}

/** Every channel's Arabic and English name, the newest channel first. */
export function channelNames(db: Db) {
  return db
    .selectFrom('content_item')
    .select(['id', 'name', 'display_title as displayTitle'])
    .where('content_type_id', '=', ContentTypeId.Channel)
    .orderBy('id', 'desc')
    .execute();
}

/** The first channel of the catalog's channel order (the one the demo broadcaster feeds). */
export async function firstChannelId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('content_item')
    .select('id')
    .where('content_type_id', '=', ContentTypeId.Channel)
    .orderBy('display_order')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
