// The words the senders (outbox, SMTP, SMS) and the notifier that composes them share: here, so the senders
// never import the notifier that imports them (ADR 025).

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
