import type { ChannelSignal, SignalGap } from '@sahra/contracts';
import type { Db } from '../../platform/db.js';

export interface ChannelSignals {
  signal: Map<number, ChannelSignal>;
  gaps: Map<number, SignalGap[]>;
}

/**
 * The signal of recorded channels and the spans their sources were down within [from, to), as the
 * recorder (modules/recording) writes them into recording_channel and recording_gap. A channel absent
 * from `signal` has no recording: it plays virtual live.
 */
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
