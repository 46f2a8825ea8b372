import { ContentTypeId } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';

/** What other modules read of one catalog title: its kind, names, length and channel. */
export interface CatalogTitle {
  id: number;
  contentTypeId: number;
  /** Arabic. */
  name: string;
  /** English, when the title has one. */
  displayTitle: string | null;
  /** Its address name (`url_encoded_name`). */
  slug: string;
  durationSeconds: number;
  /** The channel a catch-up episode or programme aired on. */
  channelSlug: string | null;
}

/** The catalog title with this id, of any type; undefined when there is none. */
export async function catalogTitle(db: Db, id: number): Promise<CatalogTitle | undefined> {
  const row = await db
    .selectFrom('content_item')
    .select([
      'id',
      'content_type_id',
      'name',
      'display_title',
      'url_encoded_name',
      'duration_seconds',
      'channel_slug',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      contentTypeId: row.content_type_id,
      name: row.name,
      displayTitle: row.display_title,
      slug: row.url_encoded_name,
      durationSeconds: row.duration_seconds,
      channelSlug: row.channel_slug,
    }
  );
}

/** Whether the catalog holds any title (a seeded catalog is not seeded again). */
export async function catalogHasTitles(db: Db): Promise<boolean> {
  return (await db.selectFrom('content_item').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The first value of the title's `namespace` metadata, untrimmed; undefined without one. */
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

/** Where an item sits: its container (a season's series, an episode's season or series) and its channel. */
export async function titlePlace(
  db: Db,
  id: number,
): Promise<{ parentId: number | null; channelSlug: string | null } | undefined> {
  const row = await db
    .selectFrom('content_item')
    .select(['parent_id', 'channel_slug'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { parentId: row.parent_id, channelSlug: row.channel_slug };
}

/**
 * Every title's id, content type and parent (its season or series), as a relation another module joins
 * in its own query: one statement still, on `content_item`'s primary key, without naming the table.
 */
export function titleKinds(db: Db) {
  return db.selectFrom('content_item').select(['id', 'content_type_id', 'parent_id']);
}
