import { ContentTypeId } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';

/** The first value of the item's `namespace` metadata, untrimmed; undefined without one. */
export async function firstMetadataValue(
  db: Db,
  itemId: number,
  namespace: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_metadata')
    .select('value')
    .where('item_id', '=', itemId)
    .where('namespace', '=', namespace)
    .orderBy('position')
    .executeTakeFirst();
  return row?.value;
}

export async function channelIdBySlug(db: Db, channelSlug: string): Promise<number | undefined> {
  const channel = await db
    .selectFrom('content_item')
    .select('id')
    .where('url_encoded_name', '=', channelSlug)
    .where('content_type_id', '=', ContentTypeId.Channel)
    .executeTakeFirst();
  return channel?.id;
}

/** What the ticket reads of any catalog item: its type, titles and channel. */
export function findContentItem(db: Db, id: number) {
  return db
    .selectFrom('content_item')
    .select(['id', 'content_type_id', 'name', 'display_title', 'channel_slug'])
    .where('id', '=', id)
    .executeTakeFirst();
}
