import type { Db } from '../../platform/db.js';
import { recordedDiscontinuities } from '../recording/public.js';

// The discontinuities kept after their segments age out (migration 019), so that a live playlist's
// discontinuity sequence never goes back.

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
  await db
    .insertInto('recorded_discontinuity')
    .columns(['channel_id', 'rendition', 'sequence'])
    .expression(recordedDiscontinuities(db, channelId))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
