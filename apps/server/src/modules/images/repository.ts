import { ContentTypeId } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';
import type { ArtworkSubject } from './artwork.js';

/** What the art of an item shows: its names, and whether it is a channel (drawn as a logo). */
export async function findArtworkSubject(db: Db, id: number): Promise<ArtworkSubject | null> {
  const item = await db
    .selectFrom('content_item')
    .select(['id', 'name', 'display_title', 'content_type_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) return null;
  return {
    id: item.id,
    name: item.name,
    displayTitle: item.display_title,
    isChannel: item.content_type_id === ContentTypeId.Channel,
  };
}
