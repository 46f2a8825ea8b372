import type { Db } from '../../platform/db.js';
import type { RecordedRendition } from '../../platform/db-schema.js';
import type { ChannelSignals } from '../guide/public.js';

/**
 * What was recorded, as the rest of the product reads it: the guide (a channel's signal, its DVR window),
 * media (live and catch-up playlists, the cutter). Rows are immutable once written: a segment listed in
 * a live window never changes.
 */

/** The signal of recorded channels and the spans their sources were down within [from, to) (guide's RecordingFacts). */
export async function channelSignals(
  db: Db,
  channelIds: number[],
  from: Date,
  to: Date,
): Promise<ChannelSignals> {
  const result: ChannelSignals = { signal: new Map(), gaps: new Map() };
  if (channelIds.length === 0) return result;
  const [channels, gaps] = await Promise.all([
    db
      .selectFrom('recording_channel')
      .select(['channel_id', 'status', 'status_since'])
      .where('channel_id', 'in', channelIds)
      .where('status', '!=', 'stopped')
      .execute(),
    db
      .selectFrom('recording_gap')
      .select(['channel_id', 'starts_at', 'ends_at'])
      .where('channel_id', 'in', channelIds)
      .where('starts_at', '<', to)
      .where((where) => where.or([where('ends_at', 'is', null), where('ends_at', '>', from)]))
      .orderBy('channel_id')
      .orderBy('starts_at')
      .execute(),
  ]);
  for (const row of channels) {
    const status = row.status === 'source-down' ? 'source-down' : 'recording';
    result.signal.set(row.channel_id, { Status: status, Since: row.status_since.toISOString() });
  }
  for (const row of gaps) {
    const list = result.gaps.get(row.channel_id) ?? [];
    list.push({ StartsAt: row.starts_at.toISOString(), StopsAt: row.ends_at?.toISOString() ?? null });
    result.gaps.set(row.channel_id, list);
  }
  return result;
}

/** When the oldest recorded segment of each recorded channel began: the DVR window holds nothing older. */
export async function recordingStarts(db: Db, channelIds: number[]): Promise<Map<number, Date>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('recorded_segment')
    .select(['channel_id', (eb) => eb.fn.min('starts_at').as('from')])
    .where('channel_id', 'in', channelIds)
    .groupBy('channel_id')
    .execute();
  return new Map(rows.map((row) => [row.channel_id, new Date(row.from)]));
}

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

/** Every recorded segment that begins a discontinuity, of one channel or of all: media keeps their count. */
export function recordedDiscontinuities(db: Db, channelId?: number) {
  const all = db
    .selectFrom('recorded_segment')
    .select(['channel_id', 'rendition', 'sequence'])
    .where('discontinuity', '=', true);
  return channelId === undefined ? all : all.where('channel_id', '=', channelId);
}

/**
 * The recorded channels with their ladder and when their oldest segment began (null before the first),
 * to join as a table: the catch-up cutter cuts only what the recording still holds.
 */
export function recordedChannels(db: Db) {
  return db
    .selectFrom('recording_channel as r')
    .select(['r.channel_id', 'r.renditions'])
    .select((eb) =>
      eb
        .selectFrom('recorded_segment as s')
        .select((inner) => inner.fn.min('s.starts_at').as('oldest'))
        .whereRef('s.channel_id', '=', 'r.channel_id')
        .as('oldest_segment'),
    );
}
