import { dvrHoursOf } from '@sahra/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import type { RecordedRendition } from '../../platform/db-schema.js';
import { channelsWithSource } from '../guide/public.js';

export interface SourcedChannel {
  channelId: number;
  source: string;
  referrer: string | null;
  userAgent: string | null;
  dvrHours: number;
}

/**
 * Every channel with a source (the guide's channel sources, migration 016), with the hours of recording
 * it keeps.
 */
export async function sourcedChannels(db: Db): Promise<SourcedChannel[]> {
  return (await channelsWithSource(db)).map((row) => ({
    channelId: row.channel_id,
    source: row.hls_origin ?? '',
    referrer: row.source_referrer,
    userAgent: row.source_user_agent,
    dvrHours: dvrHoursOf(row.dvr),
  }));
}

// ---- the lease: the database's clock, the one all instances share (a product clock may be offset per process) ----

/** Takes the channel's lease when it is free, expired or already ours; true when we hold it now. */
export async function takeLease(db: Db, channelId: number, holder: string, seconds: number) {
  const row = await db
    .insertInto('recording_lease')
    .values({
      channel_id: channelId,
      holder,
      expires_at: sql<Date>`now() + make_interval(secs => ${seconds})`,
    })
    .onConflict((conflict) =>
      conflict
        .column('channel_id')
        .doUpdateSet({ holder, expires_at: sql<Date>`now() + make_interval(secs => ${seconds})` })
        .where((where) =>
          where.or([
            where('recording_lease.expires_at', '<', sql<Date>`now()`),
            where('recording_lease.holder', '=', holder),
          ]),
        ),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Extends the leases still ours; answers the channels among `channelIds` we still hold. */
export async function renewLeases(db: Db, channelIds: number[], holder: string, seconds: number) {
  if (channelIds.length === 0) return new Set<number>();
  const rows = await db
    .updateTable('recording_lease')
    .set({ expires_at: sql<Date>`now() + make_interval(secs => ${seconds})` })
    .where('holder', '=', holder)
    .where('channel_id', 'in', channelIds)
    .returning('channel_id')
    .execute();
  return new Set(rows.map((row) => row.channel_id));
}

export async function releaseLease(db: Db, channelId: number, holder: string) {
  await db
    .deleteFrom('recording_lease')
    .where('channel_id', '=', channelId)
    .where('holder', '=', holder)
    .execute();
}

// ---- the recording ----

export interface LastSegment {
  sequence: number;
  endsAtMs: number;
}

/** The channel's newest segment, so a new run continues its sequence and timeline. */
export async function lastSegment(db: Db, channelId: number): Promise<LastSegment | null> {
  const row = await db
    .selectFrom('recorded_segment')
    .select(['sequence', 'starts_at', 'duration_ms'])
    .where('channel_id', '=', channelId)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { sequence: Number(row.sequence), endsAtMs: row.starts_at.getTime() + row.duration_ms } : null;
}

export interface SegmentRow {
  channelId: number;
  rendition: string;
  sequence: number;
  startsAt: Date;
  durationMs: number;
  discontinuity: boolean;
  slate: boolean;
  initPath: string;
  path: string;
}

/** Every row of a channel in order of sequence, then rendition (tests and the bench read the recording so). */
export async function recordedSegments(db: Db, channelId: number) {
  const rows = await db
    .selectFrom('recorded_segment')
    .selectAll()
    .where('channel_id', '=', channelId)
    .orderBy('sequence')
    .orderBy('rendition')
    .execute();
  return rows.map((row) => ({ ...row, sequence: Number(row.sequence) }));
}

export async function insertSegments(db: Db, segments: SegmentRow[]) {
  if (segments.length === 0) return;
  await db
    .insertInto('recorded_segment')
    .values(
      segments.map((segment) => ({
        channel_id: segment.channelId,
        rendition: segment.rendition,
        sequence: segment.sequence,
        starts_at: segment.startsAt,
        duration_ms: segment.durationMs,
        discontinuity: segment.discontinuity,
        slate: segment.slate,
        init_path: segment.initPath,
        path: segment.path,
      })),
    )
    .execute();
}

export interface ChannelState {
  mode: 'copy' | 'ladder';
  renditions: RecordedRendition[];
  status: 'recording' | 'source-down' | 'stopped';
  lastError: string | null;
}

/** What the channel offers and how it is doing; the status's time moves only when the status changes. */
export async function saveChannelState(db: Db, channelId: number, state: ChannelState, now: Date) {
  await db
    .insertInto('recording_channel')
    .values({
      channel_id: channelId,
      mode: state.mode,
      renditions: JSON.stringify(state.renditions),
      status: state.status,
      status_since: now,
      last_error: state.lastError,
    })
    .onConflict((conflict) =>
      conflict.column('channel_id').doUpdateSet({
        mode: state.mode,
        renditions: JSON.stringify(state.renditions),
        status: state.status,
        status_since: sql<Date>`case when recording_channel.status = ${state.status} then recording_channel.status_since else ${now} end`,
        last_error: state.lastError,
      }),
    )
    .execute();
}

export async function channelState(db: Db, channelId: number): Promise<ChannelState | null> {
  const row = await db
    .selectFrom('recording_channel')
    .select(['mode', 'renditions', 'status', 'last_error'])
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  return row
    ? { mode: row.mode, renditions: row.renditions, status: row.status, lastError: row.last_error }
    : null;
}

/** Opens a gap unless one is open already (a restart while the source was down keeps the first). */
export async function openGap(db: Db, channelId: number, startsAt: Date, reason: string) {
  const open = await db
    .selectFrom('recording_gap')
    .select('starts_at')
    .where('channel_id', '=', channelId)
    .where('ends_at', 'is', null)
    .executeTakeFirst();
  if (open) return;
  await db
    .insertInto('recording_gap')
    .values({ channel_id: channelId, starts_at: startsAt, reason })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function closeGaps(db: Db, channelId: number, endsAt: Date) {
  await db
    .updateTable('recording_gap')
    .set({ ends_at: endsAt })
    .where('channel_id', '=', channelId)
    .where('ends_at', 'is', null)
    .execute();
}

// ---- retention ----

/**
 * Deletes the channel's rows that started before `before` and answers the files no remaining row names
 * (segments, and init segments of runs wholly gone); slate rows share their files, which stay.
 */
export async function deleteSegmentsBefore(db: Db, channelId: number, before: Date) {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('recorded_segment')
      .where('channel_id', '=', channelId)
      .where('starts_at', '<', before)
      .returning(['path', 'init_path', 'slate'])
      .execute();
    const recorded = deleted.filter((row) => !row.slate);
    const inits = [...new Set(recorded.map((row) => row.init_path))];
    const kept =
      inits.length === 0
        ? []
        : await trx
            .selectFrom('recorded_segment')
            .select('init_path')
            .distinct()
            .where('channel_id', '=', channelId)
            .where('init_path', 'in', inits)
            .execute();
    const keptInits = new Set(kept.map((row) => row.init_path));
    await trx
      .deleteFrom('recording_gap')
      .where('channel_id', '=', channelId)
      .where('ends_at', '<', before)
      .execute();
    return {
      rows: deleted.length,
      segmentFiles: recorded.map((row) => row.path),
      finishedInits: inits.filter((init) => !keptInits.has(init)),
    };
  });
}
