import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db-schema.js';
import type { Db } from '../../platform/db.js';

export async function insertOutboxMessage(db: Db, message: Insertable<Database['outbox_message']>) {
  await db.insertInto('outbox_message').values(message).execute();
}

/** The latest rows, newest first, for one recipient or for everyone. */
export function latestOutboxRows(
  db: Db,
  { recipient, limit }: { recipient?: string | undefined; limit: number },
) {
  let query = db.selectFrom('outbox_message').selectAll().orderBy('id', 'desc').limit(limit);
  if (recipient !== undefined) query = query.where('recipient', '=', recipient);
  return query.execute();
}

/** How many messages the outbox holds for `recipient`. */
export async function countOutboxMessages(db: Db, recipient: string): Promise<number> {
  const { count } = await db
    .selectFrom('outbox_message')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
  return Number(count);
}
