import { DVR_HOURS } from '@sahra/contracts';
import { sql, type RawBuilder } from 'kysely';
import { AdvisoryLock, lockForTransaction } from '../../platform/advisory-locks.js';
import type { Db } from '../../platform/db.js';
import {
  catalogChannels,
  catchupEpisodesAired,
  channelNames,
  channelsByEpgId as catalogChannelsByEpgId,
} from '../content/public.js';
import { channelNameKey } from './channel-names.js';

/** A programme row as the guide stores it. */
export interface Programme {
  channelId: number;
  start: Date;
  stop: Date;
  title: string;
  titles: Record<string, string>;
  description: string;
  thumbnail: string | null;
  image: string | null;
  contentId: number | null;
}

// small statements, so that a daily import on PGlite never holds the event loop for long at a time
const ROWS_PER_STATEMENT = 2_000;

export const lockGuide = (db: Db) => lockForTransaction(db, AdvisoryLock.GuideImport);

const iso = (at: Date) => at.toISOString();

/** XMLTV channel id → catalog channel: the catalog's Epg ID metadata, overridden by imported channel sources. */
export async function channelsByEpgId(db: Db): Promise<Map<string, number>> {
  const map = await catalogChannelsByEpgId(db);
  const imported = await db
    .selectFrom('guide_channel')
    .select(['channel_id', 'epg_id'])
    .where('epg_id', 'is not', null)
    .execute();
  for (const row of imported) if (row.epg_id !== null) map.set(row.epg_id, row.channel_id);
  return map;
}

/** Catalog channels by their Arabic and English names' match keys, for M3U entries without a known tvg-id. */
export async function channelsByName(db: Db): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  for (const row of await channelNames(db))
    for (const name of [row.name, row.displayTitle]) if (name) map.set(channelNameKey(name), row.id);
  return map;
}

/** The catch-up episodes that aired on these channels in [from, to), keyed by channel and start. */
export async function catchupEpisodes(db: Db, channelIds: number[], from: Date, to: Date) {
  if (channelIds.length === 0) return new Map<string, number>();
  const map = new Map<string, number>();
  for (const row of await catchupEpisodesAired(db, channelIds, from, to)) {
    const key = airingKey(row.channelId, row.broadcast_at ?? new Date(0));
    if (!map.has(key)) map.set(key, row.id);
  }
  return map;
}

export const airingKey = (channelId: number, start: Date) => `${channelId}@${start.getTime()}`;

/**
 * Makes room for newly imported time lines: per channel, programmes starting in [from, to) go, and
 * one that started before and runs into the window is cut short at its start (the overlap rule).
 */
export async function clearWindows(db: Db, windows: { channelId: number; from: Date; to: Date }[]) {
  for (let first = 0; first < windows.length; first += ROWS_PER_STATEMENT) {
    const slice = windows.slice(first, first + ROWS_PER_STATEMENT);
    const window = sql`(select * from unnest(
      ${slice.map((entry) => entry.channelId)}::int4[],
      ${slice.map((entry) => iso(entry.from))}::timestamptz[],
      ${slice.map((entry) => iso(entry.to))}::timestamptz[]) as w (channel_id, from_at, to_at))`;
    await sql`delete from guide_programme g using ${window} w
      where g.channel_id = w.channel_id and g.starts_at >= w.from_at and g.starts_at < w.to_at`.execute(db);
    await sql`update guide_programme g set stops_at = w.from_at from ${window} w
      where g.channel_id = w.channel_id and g.starts_at < w.from_at and g.stops_at > w.from_at`.execute(db);
  }
}

export async function insertProgrammes(db: Db, programmes: Programme[]) {
  for (let first = 0; first < programmes.length; first += ROWS_PER_STATEMENT) {
    const slice = programmes.slice(first, first + ROWS_PER_STATEMENT);
    const column = <T>(pick: (programme: Programme) => T) => slice.map(pick);
    await sql`insert into guide_programme
      (channel_id, starts_at, stops_at, title, titles, description, thumbnail, image, content_id)
      select * from unnest(
        ${column((p) => p.channelId)}::int4[],
        ${column((p) => iso(p.start))}::timestamptz[],
        ${column((p) => iso(p.stop))}::timestamptz[],
        ${column((p) => p.title)}::text[],
        ${column((p) => JSON.stringify(p.titles))}::jsonb[],
        ${column((p) => p.description)}::text[],
        ${column((p) => p.thumbnail)}::text[],
        ${column((p) => p.image)}::text[],
        ${column((p) => p.contentId)}::int4[])`.execute(db);
  }
}

export async function recordImport(db: Db, source: string, programmes: number, at: Date) {
  await db.insertInto('guide_import').values({ source, programmes, imported_at: at }).execute();
}

/** When `source` was last imported, or null. */
export async function lastImportAt(db: Db, source: string): Promise<Date | null> {
  const row = await db
    .selectFrom('guide_import')
    .select((eb) => eb.fn.max('imported_at').as('at'))
    .where('source', '=', source)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export async function wasImported(db: Db, source: string): Promise<boolean> {
  const row = await db
    .selectFrom('guide_import')
    .select('id')
    .where('source', '=', source)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any guide was imported under a source starting with `prefix` (an earlier day's demo guide). */
export async function wasImportedLike(db: Db, prefix: string): Promise<boolean> {
  const row = await db
    .selectFrom('guide_import')
    .select('id')
    .where('source', 'like', `${prefix}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees the rows an import replaced and refreshes planner statistics (cannot run in a transaction). */
export async function tidyProgrammes(db: Db) {
  await sql`vacuum (analyze) guide_programme`.execute(db);
}

/**
 * Every programme's channel, times and title, as a relation another module's statement reads (media's
 * catch-up cutter joins its cuts and the recordings to it, in one statement).
 */
export function guideProgrammes(db: Db) {
  return db.selectFrom('guide_programme').select(['channel_id', 'starts_at', 'stops_at', 'title']);
}

/** Forgets programmes that ended before `cutoff`, so a daily guide does not grow without end. */
export async function deleteProgrammesBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('guide_programme').where('stops_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What an import needs to know of its channels: DVR hours, and whether each has a source to record. */
export async function channelFacts(db: Db, channelIds: number[]) {
  const facts = new Map<number, { dvrHours: number; sourced: boolean }>();
  if (channelIds.length === 0) return facts;
  const rows = await db
    .selectFrom(catalogChannels(db).as('c'))
    .leftJoin('guide_channel as source', 'source.channel_id', 'c.id')
    .select(['c.id', 'c.dvr', 'source.hls_origin as source'])
    .where('c.id', 'in', channelIds)
    .execute();
  for (const row of rows) {
    const hours = Number(row.dvr ?? Number.NaN);
    facts.set(row.id, {
      dvrHours: Number.isFinite(hours) && hours >= 0 ? hours : DVR_HOURS,
      sourced: row.source !== null,
    });
  }
  return facts;
}

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

export interface GuideChannel {
  id: number;
  name: string;
  displayTitle: string | null;
  slug: string;
  logo: string | null;
  dvrHours: number | null;
}

/** The catalog's channels with an imported logo in place of the catalog's: one statement. */
function channelQuery(db: Db) {
  return db
    .selectFrom(catalogChannels(db).as('c'))
    .leftJoin('guide_channel as source', 'source.channel_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'c.displayTitle',
      'c.slug',
      sql<string | null>`coalesce(source.logo_url, c.logo)`.as('logo'),
      'c.dvr',
    ]);
}

const toChannel = (row: {
  id: number;
  name: string;
  displayTitle: string | null;
  slug: string;
  logo: string | null;
  dvr: string | null;
}): GuideChannel => {
  const hours = Number(row.dvr);
  return {
    id: row.id,
    name: row.name,
    displayTitle: row.displayTitle,
    slug: row.slug,
    logo: row.logo,
    dvrHours: row.dvr !== null && Number.isFinite(hours) && hours >= 0 ? hours : null,
  };
};

/** Every channel in the catalog's channel order (a few hundred at most: the guide pages them in memory). */
export async function allChannels(db: Db): Promise<GuideChannel[]> {
  const rows = await channelQuery(db).orderBy('c.displayOrder').orderBy('c.id').execute();
  return rows.map(toChannel);
}

/**
 * Programmes come back as one JSON text aggregated by the database: decoding a few hundred rows of
 * nine columns costs PGlite two to three times what parsing that one text does, and PostgreSQL no more.
 */
const programmeJson = sql`coalesce(json_agg(json_build_array(p.channel_id,
    (extract(epoch from p.starts_at) * 1000)::int8, (extract(epoch from p.stops_at) * 1000)::int8,
    p.title, p.titles, p.description, p.thumbnail, p.image, p.content_id) order by p.channel_id, p.stops_at), '[]')::text`;

type ProgrammeTuple = [
  channelId: number,
  start: number,
  stop: number,
  title: string,
  titles: Record<string, string>,
  description: string,
  thumbnail: string | null,
  image: string | null,
  contentId: number | null,
];

async function aggregated(db: Db, programmes: RawBuilder<unknown>): Promise<Programme[]> {
  const { rows } = await sql<{
    json: string;
  }>`select ${programmeJson} as json from (${programmes}) p`.execute(db);
  const tuples = JSON.parse(rows[0]?.json ?? '[]') as ProgrammeTuple[];
  return tuples.map(([channelId, start, stop, title, titles, description, thumbnail, image, contentId]) => ({
    channelId,
    start: new Date(start),
    stop: new Date(stop),
    title,
    titles,
    description,
    thumbnail,
    image,
    contentId,
  }));
}

/**
 * The programmes of these channels that run at some time in [from, to). A channel's programmes do
 * not overlap, so these are the ones stopping inside the window plus at most one stopping after it:
 * two bounded ranges of the (channel, stop) index per channel, where "starts before `to`" alone would
 * read back through the channel's whole past.
 */
function runningBetween(channelIds: number[], from: Date, to: Date) {
  const ids = sql`${channelIds}::int4[]`;
  const [fromAt, toAt] = [sql`${iso(from)}::timestamptz`, sql`${iso(to)}::timestamptz`];
  return sql`select g.* from guide_programme g
      where g.channel_id = any(${ids}) and g.stops_at > ${fromAt} and g.stops_at <= ${toAt}
      union all
      select n.* from unnest(${ids}) as c (id)
      cross join lateral (
        select g.* from guide_programme g
        where g.channel_id = c.id and g.stops_at > ${toAt}
        order by g.stops_at limit 1) n
      where n.starts_at < ${toAt} and n.stops_at > ${fromAt}`;
}

/** The programmes of these channels that run at some time in [from, to), in channel and start order. */
export async function programmesBetween(db: Db, channelIds: number[], from: Date, to: Date) {
  if (channelIds.length === 0) return [];
  return aggregated(db, runningBetween(channelIds, from, to));
}

/** A programme as a grid cell needs it: one title, no description or pictures, which a grid never shows. */
export type GridProgramme = Pick<Programme, 'channelId' | 'start' | 'stop' | 'title' | 'contentId'>;

type GridTuple = [channelId: number, start: number, stop: number, title: string, contentId: number | null];

/**
 * The grid's programmes over [from, to): the rows of `programmesBetween`, but only what a cell shows,
 * its title in `language` where the guide has one, so the database builds and the server parses a
 * third of the text (the description and every language's titles are most of a programme's bytes).
 */
export async function gridProgrammes(
  db: Db,
  channelIds: number[],
  window: { from: Date; to: Date; language: string | undefined },
): Promise<GridProgramme[]> {
  if (channelIds.length === 0) return [];
  const title =
    window.language === undefined ? sql`p.title` : sql`coalesce(p.titles ->> ${window.language}, p.title)`;
  const { rows } = await sql<{ json: string }>`select coalesce(json_agg(json_build_array(p.channel_id,
      (extract(epoch from p.starts_at) * 1000)::int8, (extract(epoch from p.stops_at) * 1000)::int8,
      ${title}, p.content_id) order by p.channel_id, p.stops_at), '[]')::text as json
    from (${runningBetween(channelIds, window.from, window.to)}) p`.execute(db);
  const tuples = JSON.parse(rows[0]?.json ?? '[]') as GridTuple[];
  return tuples.map(([channelId, start, stop, text, contentId]) => ({
    channelId,
    start: new Date(start),
    stop: new Date(stop),
    title: text,
    contentId,
  }));
}

/** Per channel, the first `count` programmes still running at `at` or starting after it. */
export async function programmesFrom(db: Db, channelIds: number[], at: Date, count: number) {
  if (channelIds.length === 0) return [];
  return aggregated(
    db,
    sql`select n.* from unnest(${channelIds}::int4[]) as c (id)
      cross join lateral (
        select g.* from guide_programme g
        where g.channel_id = c.id and g.stops_at > ${iso(at)}::timestamptz
        order by g.stops_at limit ${count}) n`,
  );
}
