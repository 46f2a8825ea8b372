import type { Db } from '../../platform/db.js';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { writeToOutbox } from './outbox.js';
import { smtpSender } from './smtp.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  language: string;
  /** The code the text carries, if any: the outbox keeps it apart for the demo page. */
  code?: string;
}

/** Delivers e-mail and SMS; modules hand it finished texts and never know how they travel. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

export interface NotifierLog {
  info(details: object, message: string): void;
}

/**
 * E-mail goes over SMTP when SMTP_URL is set; everything else (and all of it in the embedded demo)
 * lands in the outbox table and the log, where a person trying the product can read their code.
 * There is no SMS provider yet, so SMS always takes the outbox.
 */
export function createNotifier(config: Config, db: Db, clock: Clock, log: NotifierLog): Notifier {
  const outbox: Notifier = { send: (message) => writeToOutbox(db, clock, log, message) };
  if (config.SMTP_URL === undefined) return outbox;
  const smtp = smtpSender(config.SMTP_URL, config.MAIL_FROM);
  return { send: (message) => (message.channel === 'email' ? smtp.send(message) : outbox.send(message)) };
}

/** The embedded demo: without SMTP_URL no message leaves the server, every one waits in the outbox. */
export const deliversOnlyToOutbox = (config: Config) => config.SMTP_URL === undefined;
