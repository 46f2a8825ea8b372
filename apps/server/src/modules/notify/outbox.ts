import type { OutboxMessage } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { NotifierLog, OutgoingMessage } from './message.js';
import { insertOutboxMessage, latestOutboxRows } from './outbox-repository.js';

/**
 * Keeps the message in the outbox table. The log line never carries the text (an SMS body is the code
 * itself, an e-mail's holds it); the code only when `showsCode`, in the demo, whose runner reads it there.
 */
export async function writeToOutbox(
  db: Db,
  clock: Clock,
  log: NotifierLog,
  message: OutgoingMessage,
  showsCode: boolean,
) {
  await insertOutboxMessage(db, { ...message, code: message.code ?? null, created_at: clock.now() });
  const { channel, recipient, subject, language, code } = message;
  const logged = { channel, recipient, subject, language, ...(showsCode && code ? { code } : {}) };
  log.info({ outbox: logged }, `outbox: ${channel} to ${recipient}`);
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
