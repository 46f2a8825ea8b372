import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { checkingSerializerCompiler } from './contract-check.js';

const contract = z.object({ title: z.string() });

/** A bare app whose one route answers `answer` under `contract`, serialised by `compiler`. */
async function answering(compiler: typeof serializerCompiler, answer: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(compiler);
  app.get('/answer', { schema: { response: { 200: contract } } }, async () => answer);
  const response = await app.inject({ method: 'GET', url: '/answer' });
  await app.close();
  return response;
}

test('an answer that fits its response schema is sent as it is', async () => {
  const response = await answering(checkingSerializerCompiler, { title: 'Bab Al Hara' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ title: 'Bab Al Hara' });
});

test('an answer with a field its schema does not name fails, where the plain serialiser drops it', async () => {
  const wider = { title: 'Bab Al Hara', secret: 'x' };
  expect((await answering(serializerCompiler, wider)).json()).toEqual({ title: 'Bab Al Hara' });
  expect((await answering(checkingSerializerCompiler, wider)).statusCode).toBe(500);
});

test('an answer that breaks its schema fails with either serialiser', async () => {
  expect((await answering(serializerCompiler, { title: 7 })).statusCode).toBe(500);
  expect((await answering(checkingSerializerCompiler, { title: 7 })).statusCode).toBe(500);
});
