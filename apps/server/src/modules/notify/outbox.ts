import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { NotifierLog, OutgoingMessage } from './notifier.js';

export async function writeToOutbox(db: Db, clock: Clock, log: NotifierLog, message: OutgoingMessage) {
  await db
    .insertInto('outbox_message')
    .values({ ...message, created_at: clock.now() })
    .execute();
  log.info({ outbox: message }, `outbox: ${message.channel} to ${message.recipient}`);
}
