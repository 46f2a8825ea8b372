import type { Db } from '../../../platform/db.js';

export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const seen = await db
    .selectFrom('payment_webhook_event')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return seen !== undefined;
}

export async function recordEvent(db: Db, eventId: string, type: string, at: Date) {
  await db
    .insertInto('payment_webhook_event')
    .values({ event_id: eventId, type, received_at: at })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}
