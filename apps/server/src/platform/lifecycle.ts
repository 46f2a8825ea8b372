import type { ServerResponse } from 'node:http';
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

/**
 * Makes `app.close()` end as soon as the answers in flight are sent. The server's `close` waits for every
 * connection to end, and an answer that was in flight when closing began leaves a keep-alive connection
 * behind it, which would only end when the client or the keep-alive time-out (72 s) drops it. So from
 * the moment closing begins every answer says `Connection: close`, and one whose headers were already
 * sent (a media file streaming) has its connection closed once it is done.
 */
export function closeConnectionsWhenAnswered(app: FastifyInstance) {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const closeWhenSent = (response: ServerResponse) => {
    if (!response.headersSent) {
      response.shouldKeepAlive = false;
      return;
    }
    // after 'finish' the connection is idle once the server has read the answer's end
    response.once('finish', () => setImmediate(() => app.server.closeIdleConnections()));
  };
  // before the handler, so that an answer made at once (a fast answer) already carries the header
  app.server.prependListener('request', (_request, response: ServerResponse) => {
    if (closing) return closeWhenSent(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const response of inFlight) closeWhenSent(response);
    app.server.closeIdleConnections();
  });
}
