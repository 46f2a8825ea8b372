import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { registerErrorHandling } from './error-handler.js';

/** A server with the error handling and a route failing with `error`, logging into `lines`. */
async function failingWith(error: Error) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream } });
  registerErrorHandling(app);
  app.get('/fails', () => {
    throw error;
  });
  const answer = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return { answer, lines };
}

const ERROR_LEVEL = 50;

test('an unexpected failure answers 500 with an envelope and is logged as an error', async () => {
  const { answer, lines } = await failingWith(new Error('database is gone'));
  expect(answer.statusCode).toBe(500);
  expect(answer.json()).toMatchObject({ Success: false, ErrorCode: 'Internal' });
  expect(answer.body).not.toContain('database is gone');
  expect(lines.filter((line) => line.level === ERROR_LEVEL).map((line) => line.msg)).toEqual([
    'request failed',
  ]);
});

test('a response cut short by a client that left is not logged as an error', async () => {
  const cut = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  const { lines } = await failingWith(cut);
  expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  expect(lines.map((line) => line.msg)).toContain('client closed the connection before the answer ended');
});
