import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envelopeSchema, PlatformErrorCode, readinessSchema } from '@sahra/contracts';
import { expect, test } from 'vitest';
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
