import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryBody, failureAnswers, noBody } from '../../platform/answers.js';
import type { ModuleContext } from '../../platform/module-context.js';
import { ARTWORK_REVISION, IMAGE_WIDTHS } from '@sahra/contracts';
import { ImageService, type ImageFormat } from './service.js';

// letters only and digits only: nothing in a path can step outside the image cache folder
const imageParams = z.object({
  type: z.string().regex(/^[A-Za-z]{1,32}$/, 'unknown image type'),
  file: z.string().regex(/^\d{1,9}\.(jpg|webp)$/, 'file must be {itemId}.jpg or {itemId}.webp'),
});
const resizedParams = imageParams.extend({
  width: z.coerce
    .number()
    .refine(
      (width) => (IMAGE_WIDTHS as readonly number[]).includes(width),
      `width must be one of ${IMAGE_WIDTHS.join(', ')}`,
    ),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

const imageAnswers = {
  200: binaryBody(['image/jpeg', 'image/webp'], 'the title art'),
  304: noBody('the art the client holds under this ETag is current'),
  ...failureAnswers,
};

/**
 * Title art at /images/{type}/{id}.jpg|webp and width-resized at /images/w{width}/{type}/{id}.jpg|webp,
 * served with a year-long immutable cache header and an ETag.
 */
export async function registerImageRoutes(app: FastifyInstance, { storage, config }: ModuleContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const images = new ImageService(storage.db, path.join(config.dataDir, 'images', `r${ARTWORK_REVISION}`));

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    params: z.output<typeof imageParams>,
    width?: number,
  ) {
    const [id, format] = params.file.split('.') as [string, ImageFormat];
    const image = await images.image({
      type: params.type,
      id: Number(id),
      format,
      ...(width ? { width } : {}),
    });
    void reply.header('cache-control', IMMUTABLE).header('etag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  }

  routes.get(
    '/images/:type/:file',
    { schema: { params: imageParams, response: imageAnswers } },
    (request, reply) => send(request, reply, request.params),
  );
  routes.get(
    '/images/w:width/:type/:file',
    { schema: { params: resizedParams, response: imageAnswers } },
    (request, reply) => send(request, reply, request.params, request.params.width),
  );
}
