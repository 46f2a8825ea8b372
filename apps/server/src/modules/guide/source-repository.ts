import type { Db } from '../../platform/db.js';
import { catalogChannels } from '../content/public.js';

export interface ChannelSource {
  channelId: number;
  epgId: string | null;
  /** the source URL the recorder reads: any protocol its ffmpeg does (migration 016) */
  hlsOrigin: string | null;
  referrer: string | null;
  userAgent: string | null;
  logoUrl: string | null;
  groupTitle: string | null;
}

/** Records where a channel's picture comes from and which XMLTV id it answers to; an epg id moves to it. */
export async function saveChannelSource(db: Db, source: ChannelSource) {
  if (source.epgId !== null)
    await db
      .updateTable('guide_channel')
      .set({ epg_id: null })
      .where('epg_id', '=', source.epgId)
      .where('channel_id', '<>', source.channelId)
      .execute();
  const row = {
    epg_id: source.epgId,
    hls_origin: source.hlsOrigin,
    source_referrer: source.referrer,
    source_user_agent: source.userAgent,
    logo_url: source.logoUrl,
    group_title: source.groupTitle,
    updated_at: new Date(),
  };
  await db
    .insertInto('guide_channel')
    .values({ channel_id: source.channelId, ...row })
    .onConflict((conflict) => conflict.column('channel_id').doUpdateSet(row))
    .execute();
}

/** Sets (or, with nulls, clears) only a channel's source, keeping its epg id, logo and group. */
export async function setChannelSourceUrl(
  db: Db,
  channelId: number,
  source: { url: string | null; referrer: string | null; userAgent: string | null },
) {
  const row = {
    hls_origin: source.url,
    source_referrer: source.referrer,
    source_user_agent: source.userAgent,
    updated_at: new Date(),
  };
  await db
    .insertInto('guide_channel')
    .values({ channel_id: channelId, ...row })
    .onConflict((conflict) => conflict.column('channel_id').doUpdateSet(row))
    .execute();
}

/**
 * Points a channel's source at `url` (a guide_channel row of its own when the channel has none),
 * keeping its referrer, user agent, epg id, logo and group: the demo broadcaster's feed.
 */
export async function setChannelSource(db: Db, channelId: number, url: string, now: Date) {
  await db
    .insertInto('guide_channel')
    .values({
      channel_id: channelId,
      epg_id: null,
      hls_origin: url,
      logo_url: null,
      group_title: null,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('channel_id').doUpdateSet({ hls_origin: url, updated_at: now }))
    .execute();
}

/** Every channel with a source to record, in id order, with the catalog's raw `DVR` metadata. */
export function channelsWithSource(db: Db) {
  return db
    .selectFrom('guide_channel as g')
    .leftJoin(catalogChannels(db).as('c'), 'c.id', 'g.channel_id')
    .select(['g.channel_id', 'g.hls_origin', 'g.source_referrer', 'g.source_user_agent', 'c.dvr'])
    .where('g.hls_origin', 'is not', null)
    .orderBy('g.channel_id')
    .execute();
}

/** A channel's imported source (URL, referrer, user agent, epg id), or undefined when it has none. */
export async function channelSource(db: Db, channelId: number): Promise<ChannelSource | undefined> {
  const row = await db
    .selectFrom('guide_channel')
    .selectAll()
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  return (
    row && {
      channelId: row.channel_id,
      epgId: row.epg_id,
      hlsOrigin: row.hls_origin,
      referrer: row.source_referrer,
      userAgent: row.source_user_agent,
      logoUrl: row.logo_url,
      groupTitle: row.group_title,
    }
  );
}

// ---- reading the guide ----
