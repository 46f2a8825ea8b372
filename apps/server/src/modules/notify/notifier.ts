import type { Db } from '../../platform/db.js';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Notifier, NotifierLog } from './message.js';
import { writeToOutbox } from './outbox.js';
import { smtpSender } from './smtp.js';
import { twilioSmsSender } from './twilio-sms.js';

/** The SMS provider the configuration names, if any (`SMS_PROVIDER`). */
function smsSender(config: Config): Notifier | undefined {
  if (config.SMS_PROVIDER !== 'twilio') return undefined;
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_URL } = config;
  // config.ts refuses SMS_PROVIDER=twilio without these
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return undefined;
  return twilioSmsSender({
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_FROM,
    apiUrl: TWILIO_API_URL,
  });
}

/**
 * E-mail goes over SMTP when SMTP_URL is set, SMS through the provider SMS_PROVIDER names; whatever has
 * no way out (all of it in the embedded demo) lands in the outbox table, where a person trying the
 * product can read their code. The log says a message went there, with its code only in the demo.
 */
export function createNotifier(config: Config, db: Db, clock: Clock, log: NotifierLog): Notifier {
  const showsCodes = isEmbeddedDemo(config);
  const outbox: Notifier = { send: (message) => writeToOutbox(db, clock, log, message, showsCodes) };
  const email = config.SMTP_URL === undefined ? outbox : smtpSender(config.SMTP_URL, config.MAIL_FROM);
  const sms = smsSender(config) ?? outbox;
  return { send: (message) => (message.channel === 'email' ? email : sms).send(message) };
}

/**
 * The embedded demo: not production, and no message leaves the server, so every one waits in the
 * outbox and a person trying the product reads their code there (or in the log).
 */
export const isEmbeddedDemo = (config: Config) =>
  !config.production && config.SMTP_URL === undefined && config.SMS_PROVIDER === 'outbox';
