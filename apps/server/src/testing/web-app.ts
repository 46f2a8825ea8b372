import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../platform/error-handler.js';
import { ok } from '../platform/errors.js';
import { serveWebApp, type WebAppOptions } from '../modules/web/routes.js';

/** A server with one service route and the web app served as `options` say, as the product builds it. */
export async function webAppServer(options: WebAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // the product's compilers, which read the routes' zod schemas
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(cookie);
  app.get('/api/ping', async () => ok('pong'));
  await serveWebApp(app, options);
  await app.ready();
  return app;
}
