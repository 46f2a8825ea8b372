import swagger from '@fastify/swagger';
import { APP_VERSION } from '@sahra/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureAnswers } from './answers.js';

export const OPENAPI_PATH = '/docs/api';

/** Enough of an OpenAPI document to say what it is; the rest passes as @fastify/swagger made it. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * Publishes the routes' schemas (from the contracts) as an OpenAPI 3.1 document at GET /docs/api, when
 * `published` (API_DOCS). Registered before any route: @fastify/swagger reads each route as it is added.
 */
export async function registerOpenApi(app: FastifyInstance, published: boolean) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sahra',
        description:
          'The services of the Sahra streaming product; every answer is described by packages/contracts.',
        version: APP_VERSION,
      },
    },
    // files and playlists are described by their bytes, which JSON Schema has no type for
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
  });
  if (!published) return;
  // the routes are all known once the app is ready, so the document is made once, on first request
  let document: z.output<typeof openApiDocumentSchema> | undefined;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      OPENAPI_PATH,
      { schema: { hide: true, response: { 200: openApiDocumentSchema, ...failureAnswers } } },
      () => {
        document ??= openApiDocumentSchema.parse(app.swagger());
        return document;
      },
    );
}
