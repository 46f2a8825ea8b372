import type { OutboxMessage } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { NotifierLog, OutgoingMessage } from './message.js';
import { insertOutboxMessage, latestOutboxRows } from './outbox-repository.js';

export async function writeToOutbox(db: Db, clock: Clock, log: NotifierLog, message: OutgoingMessage) {
  await insertOutboxMessage(db, { ...message, code: message.code ?? null, created_at: clock.now() });
  log.info({ outbox: message }, `outbox: ${message.channel} to ${message.recipient}`);
}

/** The latest messages, newest first, for one recipient or for everyone. */
export async function latestOutboxMessages(
  db: Db,
  which: { recipient?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await latestOutboxRows(db, which);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    language: row.language,
    createdAt: row.created_at.toISOString(),
  }));
}
