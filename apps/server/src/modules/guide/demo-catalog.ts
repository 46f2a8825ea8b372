import { ContentTypeId } from '@sahra/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';

/** A show or an episode as the demo guide titles a programme after it. */
export interface DemoTitle {
  name: string;
  displayTitle: string | null;
  description: string;
  thumbnail: string | null;
  image: string | null;
}

export interface DemoEpisode extends DemoTitle {
  id: number;
  at: Date;
  durationSeconds: number;
}

export interface DemoChannel {
  id: number;
  epgId: string;
  name: string;
  displayTitle: string | null;
  shows: DemoTitle[];
  /** its catch-up episodes in the guide's window, in broadcast order */
  episodes: DemoEpisode[];
}

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

/** The catalog's channels with an Epg ID, each with its shows and its catch-up episodes in [from, to). */
export async function loadDemoCatalog(db: Db, from: Date, to: Date): Promise<DemoChannel[]> {
  const channels = await db
    .selectFrom('content_item as c')
    .innerJoin('content_metadata as m', (join) =>
      join.onRef('m.item_id', '=', 'c.id').on('m.namespace', '=', 'Epg ID'),
    )
    .select([
      'c.id',
      'c.name',
      'c.display_title as displayTitle',
      'c.url_encoded_name as slug',
      'm.value as epgId',
    ])
    .where('c.content_type_id', '=', ContentTypeId.Channel)
    .orderBy('c.display_order')
    .orderBy('c.id')
    .execute();
  const shows = await titled(db, ContentTypeId.Container)
    .where('i.parent_id', 'is', null)
    .orderBy('i.id')
    .execute();
  const episodes = await titled(db, ContentTypeId.Episode)
    .where('i.broadcast_at', '>=', from)
    .where('i.broadcast_at', '<', to)
    .orderBy('i.broadcast_at')
    .orderBy('i.id')
    .execute();
  const bySlug = new Map(
    channels.map((channel) => [
      channel.slug,
      {
        id: channel.id,
        epgId: channel.epgId,
        name: channel.name,
        displayTitle: channel.displayTitle,
        shows: [],
        episodes: [],
      } as DemoChannel,
    ]),
  );
  for (const show of shows) bySlug.get(show.channelSlug ?? '')?.shows.push(show);
  for (const episode of episodes) {
    if (episode.at === null) continue;
    bySlug.get(episode.channelSlug ?? '')?.episodes.push({ ...episode, at: new Date(episode.at) });
  }
  return [...bySlug.values()];
}
