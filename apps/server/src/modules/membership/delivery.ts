import type { FastifyBaseLogger } from 'fastify';
import type { Notifier, OutgoingMessage } from '../notify/public.js';

/** Messages handed over now and delivered after the answer has gone. */
export interface Delivery {
  send(message: OutgoingMessage): void;
  /** Resolves once every message handed over so far is delivered or has failed. */
  settled(): Promise<void>;
}

/**
 * The answer to "send a code" must not wait for the mail server: if it did, an address with an account
 * would answer slower than one without, and the timing would tell who has an account. A failed delivery
 * is logged; the user asks for the code again.
 */
export function deliverAfterAnswer(notifier: Notifier, log: FastifyBaseLogger): Delivery {
  const pending = new Set<Promise<void>>();
  return {
    send(message) {
      // not even started before the answer is on its way: the database work it does must not delay it
      const delivery = new Promise((resolve) => setImmediate(resolve))
        .then(() => notifier.send(message))
        .catch((error: unknown) =>
          log.error({ err: error, channel: message.channel }, 'sending a code failed'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}
