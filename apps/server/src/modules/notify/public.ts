/** What the notify module offers the others; nothing else of it is imported from outside (ADR 025). */
export { type Notifier, type NotifierLog, type OutgoingMessage } from './message.js';
export { createNotifier } from './notifier.js';
