import { z } from 'zod';
import { belongToSchema } from './membership.js';

/** Path of the demo outbox (only while no message leaves the server; 404 otherwise). */
export const OUTBOX_PATH = '/notify/outbox';
export const OUTBOX_DEFAULT_LIMIT = 20;
/** Header of every outbox answer saying that the server is the demo. */
export const DEMO_OUTBOX_HEADER = 'x-sahra-demo';
export const OUTBOX_MAX_LIMIT = 100;

/**
 * Query of GET /notify/outbox: `recipient` (an e-mail address or mobile number, read as a form reads
 * it: any case, spaces and dashes in a number) narrows the list to one person.
 */
export const outboxQuerySchema = z.object({
  recipient: belongToSchema.optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_MAX_LIMIT).default(OUTBOX_DEFAULT_LIMIT),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const OutboxChannel = { Email: 'email', Sms: 'sms' } as const;

/** One message as the outbox keeps it; `code` is the verification or reset code it carries, if any. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OutboxChannel),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  language: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Result of GET /notify/outbox: newest first. */
export const outboxMessagesSchema = z.array(outboxMessageSchema);
