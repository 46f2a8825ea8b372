import { ContentTypeId } from '@sahra/contracts';
import { sql } from 'kysely';
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
  /** It has media of its own that plays (ADR 051); a channel plays its source or the slate. */
  hasMedia: boolean;
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
      'has_media',
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
      hasMedia: row.has_media,
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

/**
 * Every title's id, content type and parent (its season or series), as a relation another module joins
 * in its own query: one statement still, on `content_item`'s primary key, without naming the table.
 */
export function titleKinds(db: Db) {
  return db.selectFrom('content_item').select(['id', 'content_type_id', 'parent_id']);
}

const PACKAGES_METADATA = 'packages';
/** Seasons under series: deeper chains are not in any catalog, and a loop in bad data ends here. */
const MOST_ANCESTORS = 4;

/**
 * The package an item is sold in (docs/behaviour/playback-and-streams.md#who-may-watch), the one rule
 * every playable item follows: its own `packages`; else the nearest container's above it (an episode's
 * season, then its series); else the package of the channel it aired on (catch-up is sold with the
 * channel). Undefined when none of them names one: such an item is in no package and plays for nobody.
 * One statement: a ticket asks for it on every play, and the chain is walked inside the database.
 */
export async function titlePackage(db: Db, itemId: number): Promise<string | undefined> {
  // each item's own package is its first `packages` entry; a blank one names none
  const { rows } = await sql<{ package: string | null }>`
    with recursive chain (id, parent_id, channel_slug, depth) as (
      select id, parent_id, channel_slug, 0 from content_item where id = ${itemId}
      union all
      select c.id, c.parent_id, c.channel_slug, chain.depth + 1
        from content_item c join chain on c.id = chain.parent_id
        where chain.depth < ${MOST_ANCESTORS}
    ),
    own (package, depth) as (
      select nullif(trim((select m.value from content_metadata m
          where m.item_id = chain.id and m.namespace = ${PACKAGES_METADATA}
          order by m.position limit 1)), ''), depth
        from chain
    ),
    aired_on (slug) as (
      select channel_slug from chain where channel_slug is not null order by depth limit 1
    )
    select coalesce(
      (select package from own where package is not null order by depth limit 1),
      (select nullif(trim((select m.value from content_metadata m
          where m.item_id = ch.id and m.namespace = ${PACKAGES_METADATA}
          order by m.position limit 1)), '')
        from content_item ch join aired_on on ch.url_encoded_name = aired_on.slug
        where ch.content_type_id = ${ContentTypeId.Channel}
        limit 1)
    ) as package`.execute(db);
  return rows[0]?.package ?? undefined;
}
