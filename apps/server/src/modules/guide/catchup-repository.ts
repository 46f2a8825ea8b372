import { DAY_MS } from '@sahra/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';

/** A programme's key: its channel and start (guide_programme's primary key). */
export const programmeKey = (programme: { channelId: number; start: Date }) =>
  `${programme.channelId}/${programme.start.toISOString()}`;

/**
 * The programmes of these channels starting in [from, to) that play as catch-up cut from the recording
 * (media's catchup_cut, migration 019: a cut with a recording; expired ones are deleted by its job).
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
