import type { Db } from '../../platform/db.js';

/** One atomic upsert that counts a hit of `subject` in the window and answers the window's new total. */
export async function addHit(db: Db, policy: string, subject: string, windowStart: Date): Promise<number> {
  const { hits } = await db
    .insertInto('rate_limit_window')
    .values({ policy, subject, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['policy', 'subject', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('rate_limit_window.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return hits;
}

export async function takeBackHit(db: Db, policy: string, subject: string, windowStart: Date) {
  await db
    .updateTable('rate_limit_window')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('policy', '=', policy)
    .where('subject', '=', subject)
    .where('window_start', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}

export async function deleteHits(db: Db, policy: string, subject: string) {
  await db
    .deleteFrom('rate_limit_window')
    .where('policy', '=', policy)
    .where('subject', '=', subject)
    .execute();
}

export async function deleteWindowsBefore(db: Db, before: Date) {
  await db.deleteFrom('rate_limit_window').where('window_start', '<', before).execute();
}
