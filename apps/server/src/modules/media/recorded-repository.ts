import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import type { RecordedRendition } from '../../platform/db-schema.js';

/**
 * Reads of the recorder's tables (migration 017, written by modules/recording) and of the discontinuities
 * kept after their segments age out (migration 019). Rows are immutable once written: a segment listed in
 * a live window never changes.
 */

/** One recorded segment as a playlist lists it. */
export interface RecordedSegment {
  sequence: number;
  startMs: number;
  durationMs: number;
  discontinuity: boolean;
  /** Relative to the recordings folder. */
  initPath: string;
  path: string;
}

export async function recordedRenditions(
  db: Db,
  channelId: number,
): Promise<RecordedRendition[] | undefined> {
  const row = await db
    .selectFrom('recording_channel')
    .select('renditions')
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  return row?.renditions;
}

const segmentColumns = [
  'sequence',
  'starts_at',
  'duration_ms',
  'discontinuity',
  'init_path',
  'path',
] as const;

const toSegment = (row: {
  sequence: number | string;
  starts_at: Date;
  duration_ms: number;
  discontinuity: boolean;
  init_path: string;
  path: string;
}): RecordedSegment => ({
  sequence: Number(row.sequence),
  startMs: row.starts_at.getTime(),
  durationMs: row.duration_ms,
  discontinuity: row.discontinuity,
  initPath: row.init_path,
  path: row.path,
});

/**
 * A rendition's segments that started by `to`, in sequence order: those that started at or after
 * `since.from`, or those after sequence `since.after` (what a window gained since).
 */
export async function recordedUpTo(
  db: Db,
  channelId: number,
  rendition: string,
  since: { from: Date } | { after: number },
  to: Date,
): Promise<RecordedSegment[]> {
  const rows = await db
    .selectFrom('recorded_segment')
    .select(segmentColumns)
    .where('channel_id', '=', channelId)
    .where('rendition', '=', rendition)
    .where((where) =>
      'from' in since ? where('starts_at', '>=', since.from) : where('sequence', '>', since.after),
    )
    .where('starts_at', '<=', to)
    .orderBy('sequence')
    .execute();
  return rows.map(toSegment);
}

/**
 * Discontinuities of a rendition up to and including `sequence`: those still recorded and those kept
 * after their segment was deleted, each once. Kept ones are copied first, so none is missed in between.
 */
export async function discontinuitiesUpTo(
  db: Db,
  channelId: number,
  rendition: string,
  sequence: number,
): Promise<number> {
  await keepDiscontinuities(db, channelId);
  const row = await db
    .selectFrom('recorded_discontinuity')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('channel_id', '=', channelId)
    .where('rendition', '=', rendition)
    .where('sequence', '<=', sequence)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Copies a channel's (or, without one, every channel's) recorded discontinuities into the kept ones. */
export async function keepDiscontinuities(db: Db, channelId?: number): Promise<void> {
  const channelFilter = channelId === undefined ? sql`` : sql`and channel_id = ${channelId}`;
  await sql`
    insert into recorded_discontinuity (channel_id, rendition, sequence)
    select channel_id, rendition, sequence from recorded_segment where discontinuity ${channelFilter}
    on conflict do nothing`.execute(db);
}
