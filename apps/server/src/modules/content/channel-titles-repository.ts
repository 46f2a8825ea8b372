import { ContentTypeId } from '@sahra/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import { EPG_ID_NAMESPACE } from './channel-repository.js';

const imageOf = (type: string) =>
  sql<string | null>`(select image_url from content_image where item_id = i.id and image_type = ${type})`;

function titled(db: Db, type: number) {
  return db
    .selectFrom('content_item as i')
    .select([
      'i.id',
      'i.name',
      'i.display_title as displayTitle',
      'i.description',
      'i.channel_slug as channelSlug',
      'i.broadcast_at as at',
      'i.duration_seconds as durationSeconds',
      imageOf('thumbnail').as('thumbnail'),
      imageOf('background').as('image'),
    ])
    .where('i.content_type_id', '=', type)
    .where('i.channel_slug', 'is not', null);
}

/** The catalog's channels with an Epg ID, in channel order, with their first genre (the demo guide's channels). */
export function channelsWithEpgId(db: Db) {
  return db
    .selectFrom('content_item as c')
    .innerJoin('content_metadata as m', (join) =>
      join.onRef('m.item_id', '=', 'c.id').on('m.namespace', '=', EPG_ID_NAMESPACE),
    )
    .select([
      'c.id',
      'c.name',
      'c.display_title as displayTitle',
      'c.url_encoded_name as slug',
      'm.value as epgId',
      // the channel's first genre, by its slug: what kind of channel it is (sports, news, …)
      sql<string | null>`(select g.url_encoded_value from content_metadata g
        where g.item_id = c.id and g.namespace = 'genre' order by g.position limit 1)`.as('genre'),
    ])
    .where('c.content_type_id', '=', ContentTypeId.Channel)
    .orderBy('c.display_order')
    .orderBy('c.id')
    .execute();
}

/** The shows (top-level containers) of every channel. */
export function channelShows(db: Db) {
  return titled(db, ContentTypeId.Container).where('i.parent_id', 'is', null).orderBy('i.id').execute();
}

/** The catch-up episodes of every channel broadcast in [from, to), in broadcast order. */
export function channelEpisodes(db: Db, from: Date, to: Date) {
  return titled(db, ContentTypeId.Episode)
    .where('i.broadcast_at', '>=', from)
    .where('i.broadcast_at', '<', to)
    .orderBy('i.broadcast_at')
    .orderBy('i.id')
    .execute();
}

/** The catch-up episodes that aired on these channels in [from, to), each with its channel, by id. */
export function catchupEpisodesAired(db: Db, channelIds: number[], from: Date, to: Date) {
  return db
    .selectFrom('content_item as e')
    .innerJoin('content_item as c', 'c.url_encoded_name', 'e.channel_slug')
    .select(['e.id', 'c.id as channelId', 'e.broadcast_at'])
    .where('c.id', 'in', channelIds)
    .where('c.content_type_id', '=', ContentTypeId.Channel)
    .where('e.content_type_id', '=', ContentTypeId.Episode)
    .where('e.broadcast_at', '>=', from)
    .where('e.broadcast_at', '<', to)
    .orderBy('e.id')
    .execute();
}
