import type { FastifyInstance } from 'fastify';
import type { Storage } from './db.js';

/**
 * Stops taking connections, lets the requests in flight finish, then closes the database, so that a
 * deploy or Ctrl-C never cuts a response short or leaves PGlite files half-written.
 */
export function gracefulShutdown(app: FastifyInstance, storage: Storage) {
  let stopping: Promise<void> | null = null;
  return (reason: string): Promise<void> => {
    stopping ??= (async () => {
      app.log.info({ reason }, 'shutting down: finishing requests in flight');
      await app.close();
      await storage.close();
      app.log.info('stopped cleanly');
    })();
    return stopping;
  };
}
