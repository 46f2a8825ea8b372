import type { OutboxMessage } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { NotifierLog, OutgoingMessage } from './notifier.js';

export async function writeToOutbox(db: Db, clock: Clock, log: NotifierLog, message: OutgoingMessage) {
  await db
    .insertInto('outbox_message')
    .values({ ...message, code: message.code ?? null, created_at: clock.now() })
    .execute();
  log.info({ outbox: message }, `outbox: ${message.channel} to ${message.recipient}`);
}

/** The latest messages, newest first, for one recipient or for everyone. */
export async function latestOutboxMessages(
  db: Db,
  { recipient, limit }: { recipient?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox_message').selectAll().orderBy('id', 'desc').limit(limit);
  if (recipient !== undefined) query = query.where('recipient', '=', recipient);
  const rows = await query.execute();
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
