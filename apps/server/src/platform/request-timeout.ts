import { PlatformErrorCode, REQUEST_TIMEOUT_MS } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from './errors.js';
import { withoutSecrets } from './log-redaction.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call that runs for as long as its work takes, by design: an operator importing a guide of
     * hundreds of MB. No viewer waits on it.
     */
    untimed?: boolean;
  }
}

/** Answers 503 to a request whose handler has not answered within the spec's 15 s time-out. */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs = REQUEST_TIMEOUT_MS) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.untimed === true) return done();
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ url: withoutSecrets(request.url) }, 'request timed out');
      void reply
        .code(503)
        .header('retry-after', '5')
        .send(failure(PlatformErrorCode.Timeout, 'The request took too long'));
    }, timeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
