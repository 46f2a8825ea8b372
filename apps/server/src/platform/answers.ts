import type { Readable } from 'node:stream';
import { envelopeSchema, failureEnvelopeSchema } from '@sahra/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The response schemas routes declare (`schema.response`), from the contracts: Fastify serialises
 * JSON answers through them and @fastify/swagger publishes them at /docs/api. Bodies that leave as
 * they are (ready JSON bytes, text, files) are never run through a schema; theirs say what they are.
 */

/** Every refusal or fault of a call leaves as the failure envelope (error-handler.ts). */
export const failureAnswers = {
  '4xx': failureEnvelopeSchema.describe('the call is refused: the failure envelope says why'),
  '5xx': failureEnvelopeSchema.describe('the server is busy, timed out or failed'),
};

/** A JSON call answering `result` in the ok envelope, or the failure envelope. */
export const jsonAnswers = <T extends z.ZodType>(result: T) => ({
  200: envelopeSchema(result),
  ...failureAnswers,
});

/** A body that is not JSON: its media types, each with the shape of what is sent. */
const bodyOf = <T extends z.ZodType>(contentTypes: readonly string[], schema: T, description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) as Record<
    string,
    { schema: T }
  >,
});

/** A text body (HTML, playlists, subtitles). */
export const textBody = (contentTypes: readonly string[], description: string) =>
  bodyOf(contentTypes, z.string(), description);

/** Bytes sent as they are: a file read into memory or streamed from disk. */
const bytes = z
  .custom<Buffer | Readable>()
  .meta({ type: 'string', format: 'binary', description: 'the bytes of the file' });

export const binaryBody = (contentTypes: readonly string[], description: string) =>
  bodyOf(contentTypes, bytes, description);

/** No body at all (204, 304, a redirect). */
export const noBody = (description: string) => z.undefined().describe(description);

/**
 * Sends a catalog answer that is ready UTF-8 JSON (catalog-cache.ts). A Buffer never passes through
 * the route's serialiser, so its schema documents it and the cache checks it instead.
 */
export function sendReadyJson(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json').send(json);
}
