import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envelopeSchema, PlatformErrorCode, readinessSchema } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { PRODUCTION_SETTINGS } from '../testing/production-env.js';
import { createTestApp, mainTestDatabase } from '../testing/test-app.js';

const answerOf = async (server: Awaited<ReturnType<typeof createTestApp>>) => {
  const response = await server.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: envelopeSchema(readinessSchema).parse(response.json()) };
};

test('the demo is ready: every part is looked at and named, with what it uses', async () => {
  const server = await createTestApp(mainTestDatabase());
  try {
    const { status, body } = await answerOf(server);
    expect(status).toBe(200);
    expect(body.Result).toEqual({
      ready: true,
      checks: [
        { part: 'database', ok: true, detail: 'answers' },
        { part: 'storage', ok: true, detail: expect.any(String) },
        { part: 'payments', ok: true, detail: 'the sandbox (test cards)' },
        { part: 'mail', ok: true, detail: 'the demo outbox' },
      ],
    });
  } finally {
    await server.close();
  }
});

test('a folder that cannot be written, or a database that does not answer, is a 503 naming the part', async () => {
  const parent = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-readyz-')), 'gone');
  const server = await createTestApp(mainTestDatabase(), { env: { MEDIA_DIR: path.join(parent, 'media') } });
  // the media folder's parent becomes a file once the server runs (a disk unmounted, a folder removed):
  // nothing can be written there, whoever the server runs as
  fs.rmSync(parent, { recursive: true });
  fs.writeFileSync(parent, '');
  try {
    const unwritable = await answerOf(server);
    expect(unwritable.status).toBe(503);
    expect(unwritable.body).toMatchObject({ Success: false, ErrorCode: PlatformErrorCode.NotReady });
    expect(unwritable.body.ErrorMessage).toMatch(
      /^not ready: storage: .*gone\/media cannot be written \(ENOTDIR\)$/,
    );
    expect(unwritable.body.Result?.checks.map((check) => [check.part, check.ok])).toEqual([
      ['database', true],
      ['storage', false],
      ['payments', true],
      ['mail', true],
    ]);

    await server.storage.db.destroy();
    const noDatabase = await answerOf(server);
    expect(noDatabase.status).toBe(503);
    expect(noDatabase.body.ErrorMessage).toMatch(/^not ready: database: /);
    // liveness is another question: the process still answers
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  } finally {
    await server.close().catch(() => undefined);
  }
});

test("in production what a check found (a folder's path, the database's error) is the operator's alone; anyone else learns which part", async () => {
  const parent = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-readyz-')), 'gone');
  const operatorToken = 'an-operator-token-of-our-own';
  const server = await createTestApp('pglite', {
    env: {
      ...PRODUCTION_SETTINGS,
      EMBEDDED_DATABASE: 'true',
      OPERATOR_TOKEN: operatorToken,
      MEDIA_DIR: path.join(parent, 'media'),
    },
  });
  fs.rmSync(parent, { recursive: true });
  fs.writeFileSync(parent, '');
  try {
    const anyone = await answerOf(server);
    expect(anyone.status).toBe(503);
    expect(anyone.body.ErrorMessage).toBe('not ready: storage');
    expect(JSON.stringify(anyone.body)).not.toContain(parent);
    expect(anyone.body.Result?.checks.find((check) => check.part === 'storage')).toEqual({
      part: 'storage',
      ok: false,
      detail: 'not ready',
    });
    for (const authorization of ['Bearer a-wrong-token', 'Basic x']) {
      const guessed = await server.app.inject({ method: 'GET', url: '/readyz', headers: { authorization } });
      expect(guessed.body).not.toContain(parent);
    }
    const operator = await server.app.inject({
      method: 'GET',
      url: '/readyz',
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(operator.statusCode).toBe(503);
    expect(operator.json()).toMatchObject({
      ErrorMessage: expect.stringMatching(
        /^not ready: storage: .*gone\/media cannot be written \(ENOTDIR\)$/,
      ),
    });
  } finally {
    await server.close().catch(() => undefined);
    fs.rmSync(path.dirname(parent), { recursive: true, force: true });
  }
});
