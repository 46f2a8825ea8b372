import { DAY_MS } from '@sahra/contracts';
import { sql } from 'kysely';
import { tryLockForTransaction, AdvisoryLock } from '../../platform/advisory-locks.js';
import type { Db } from '../../platform/db.js';
import type { RecordedRendition } from '../../platform/db-schema.js';
import { guideProgrammes, programmeKey } from '../guide/public.js';
import { recordedChannels, type RecordedSegment } from '../recording/public.js';

/** A catch-up cut (migration 019): a programme of a recorded channel with its own copy of the recording. */
export interface CatchupCut {
  id: number;
  channelId: number;
  programmeStart: Date;
  programmeStop: Date;
  title: string;
  renditions: RecordedRendition[];
}

/** A guide programme of a recorded channel that ended and has no cut yet. */
export interface ProgrammeToCut {
  channelId: number;
  start: Date;
  stop: Date;
  title: string;
  renditions: RecordedRendition[];
}

const toCut = (row: {
  id: number;
  channel_id: number;
  programme_start: Date;
  programme_stop: Date;
  title: string;
  renditions: RecordedRendition[];
}): CatchupCut => ({
  id: row.id,
  channelId: row.channel_id,
  programmeStart: row.programme_start,
  programmeStop: row.programme_stop,
  title: row.title,
  renditions: row.renditions,
});

const cutColumns = ['id', 'channel_id', 'programme_start', 'programme_stop', 'title', 'renditions'] as const;

/**
 * A channel's cut that plays, by its id or by the start of its programme: it has a recording and has
 * not expired (ended after `keptFrom`).
 */
export async function findCut(
  db: Db,
  channelId: number,
  which: { cutId: number } | { programmeStart: Date },
  keptFrom: Date,
) {
  const row = await db
    .selectFrom('catchup_cut')
    .select(cutColumns)
    .where('channel_id', '=', channelId)
    .where((where) =>
      'cutId' in which ? where('id', '=', which.cutId) : where('programme_start', '=', which.programmeStart),
    )
    .where('programme_stop', '>=', keptFrom)
    .where(sql<boolean>`jsonb_array_length(renditions) > 0`)
    .executeTakeFirst();
  return row && toCut(row);
}

export async function cutSegments(db: Db, cutId: number, rendition: string): Promise<RecordedSegment[]> {
  const rows = await db
    .selectFrom('catchup_segment')
    .select(['position', 'starts_at', 'duration_ms', 'discontinuity', 'init_path', 'path'])
    .where('cut_id', '=', cutId)
    .where('rendition', '=', rendition)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    sequence: row.position,
    startMs: row.starts_at.getTime(),
    durationMs: row.duration_ms,
    discontinuity: row.discontinuity,
    initPath: row.init_path,
    path: row.path,
  }));
}

/** Programmes of recorded channels that ended in [from, to], after their recording began, and have no cut. */
export async function programmesToCut(
  db: Db,
  from: Date,
  to: Date,
  limit: number,
): Promise<ProgrammeToCut[]> {
  const rows = await db
    .selectFrom(guideProgrammes(db).as('p'))
    .innerJoin(recordedChannels(db).as('r'), 'r.channel_id', 'p.channel_id')
    .leftJoin('catchup_cut as c', (join) =>
      join.onRef('c.channel_id', '=', 'p.channel_id').onRef('c.programme_start', '=', 'p.starts_at'),
    )
    .select(['p.channel_id', 'p.starts_at', 'p.stops_at', 'p.title', 'r.renditions'])
    .where('c.id', 'is', null)
    .where('p.stops_at', '>=', from)
    .where('p.stops_at', '<=', to)
    // what ended before the channel's oldest recorded segment has nothing to cut: not looked at
    .whereRef('p.stops_at', '>', 'r.oldest_segment')
    // the newest first: their segments are the ones the recorder deletes soonest
    .orderBy('p.stops_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    channelId: row.channel_id,
    start: row.starts_at,
    stop: row.stops_at,
    title: row.title,
    renditions: row.renditions,
  }));
}

export interface CutToSave {
  channelId: number;
  programmeStart: Date;
  programmeStop: Date;
  title: string;
  from: Date;
  to: Date;
  renditions: RecordedRendition[];
  madeAt: Date;
}

/** A new cut's id, reserved before its files are made (they live in a folder named by it). */
export async function insertCut(db: Db, cut: CutToSave): Promise<number> {
  const row = await db
    .insertInto('catchup_cut')
    .values({
      channel_id: cut.channelId,
      programme_start: cut.programmeStart,
      programme_stop: cut.programmeStop,
      title: cut.title,
      cut_from: cut.from,
      cut_to: cut.to,
      renditions: JSON.stringify([]),
      made_at: cut.madeAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes a cut playable: its segments and ladder, once its files are all in place (inside whileCutting's transaction). */
export async function completeCut(
  db: Db,
  cutId: number,
  renditions: RecordedRendition[],
  segments: { rendition: string; segments: RecordedSegment[] }[],
): Promise<void> {
  for (const { rendition, segments: list } of segments) {
    for (let start = 0; start < list.length; start += 500) {
      await db
        .insertInto('catchup_segment')
        .values(
          list.slice(start, start + 500).map((segment, offset) => ({
            cut_id: cutId,
            rendition,
            position: start + offset,
            starts_at: new Date(segment.startMs),
            duration_ms: segment.durationMs,
            discontinuity: segment.discontinuity,
            init_path: segment.initPath,
            path: segment.path,
          })),
        )
        .execute();
    }
  }
  await db
    .updateTable('catchup_cut')
    .set({ renditions: JSON.stringify(renditions) })
    .where('id', '=', cutId)
    .execute();
}

/** Removes the rows of cuts of programmes that ended before `before`; answers their ids. */
export async function deleteCutsEndedBefore(db: Db, before: Date): Promise<number[]> {
  const gone = await db
    .deleteFrom('catchup_cut')
    .where('programme_stop', '<', before)
    .returning('id')
    .execute();
  const ids = gone.map((row) => row.id);
  if (ids.length > 0) await db.deleteFrom('catchup_segment').where('cut_id', 'in', ids).execute();
  return ids;
}

export async function cutIds(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('catchup_cut').select('id').execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Runs `work` in one transaction if no other instance is cutting now (a transaction-scoped advisory
 * lock); answers whether it ran. A run that fails leaves no rows, and its files are swept next time.
 */
export async function whileCutting(db: Db, work: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await tryLockForTransaction(tx, AdvisoryLock.CatchupCut))) return false;
    await work(tx);
    return true;
  });
}

/**
 * The programmes of these channels starting in [from, to) that play as catch-up cut from the recording
 * (a cut with a recording, migration 019; expired ones are deleted by the cutter's job): what the guide
 * marks as playable catch-up (guide's RecordingFacts).
 */
export async function cutProgrammes(
  db: Db,
  channelIds: number[],
  from: Date,
  to: Date,
): Promise<Set<string>> {
  if (channelIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('catchup_cut')
    .select(['channel_id', 'programme_start'])
    .where('channel_id', 'in', channelIds)
    .where('programme_start', '>=', new Date(from.getTime() - DAY_MS))
    .where('programme_start', '<', to)
    .where(sql<boolean>`jsonb_array_length(renditions) > 0`)
    .execute();
  return new Set(rows.map((row) => programmeKey({ channelId: row.channel_id, start: row.programme_start })));
}
