import { dvrHoursOf } from '@sahra/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db.js';
import { catalogChannels } from '../content/public.js';

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

/**
 * Every programme's channel, times and title, as a relation another module's statement reads (media's
 * catch-up cutter joins its cuts and the recordings to it, in one statement).
 */
export function guideProgrammes(db: Db) {
  return db.selectFrom('guide_programme').select(['channel_id', 'starts_at', 'stops_at', 'title']);
}

export interface GuideChannel {
  id: number;
  name: string;
  displayTitle: string | null;
  slug: string;
  logo: string | null;
  /** Its DVR window, by the one rule (`dvrHoursOf`). */
  dvrHours: number;
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
}): GuideChannel => ({
  id: row.id,
  name: row.name,
  displayTitle: row.displayTitle,
  slug: row.slug,
  logo: row.logo,
  dvrHours: dvrHoursOf(row.dvr),
});

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
  const [fromAt, toAt] = [sql`${from.toISOString()}::timestamptz`, sql`${to.toISOString()}::timestamptz`];
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
        where g.channel_id = c.id and g.stops_at > ${at.toISOString()}::timestamptz
        order by g.stops_at limit ${count}) n`,
  );
}
