import { dvrHoursOf } from '@sahra/contracts';
import { sql } from 'kysely';
import { AdvisoryLock, lockForTransaction } from '../../platform/advisory-locks.js';
import type { Db } from '../../platform/db.js';
import {
  catalogChannels,
  catchupEpisodesAired,
  channelNames,
  channelsByEpgId as catalogChannelsByEpgId,
} from '../content/public.js';
import { channelNameKey } from './channel-names.js';
import type { Programme } from './programme-repository.js';

// small statements, so that a daily import on PGlite never holds the event loop for long at a time
const ROWS_PER_STATEMENT = 2_000;

export const lockGuide = (db: Db) => lockForTransaction(db, AdvisoryLock.GuideImport);

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
      ${slice.map((entry) => entry.from.toISOString())}::timestamptz[],
      ${slice.map((entry) => entry.to.toISOString())}::timestamptz[]) as w (channel_id, from_at, to_at))`;
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
        ${column((p) => p.start.toISOString())}::timestamptz[],
        ${column((p) => p.stop.toISOString())}::timestamptz[],
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
    facts.set(row.id, {
      dvrHours: dvrHoursOf(row.dvr),
      sourced: row.source !== null,
    });
  }
  return facts;
}
