import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { DataFolderLockedError } from './data-folder-lock.js';
import { openPglite, type Storage } from './db.js';
import { migrate } from './migrate.js';
import { SERVER_ROOT } from './server-root.js';

const opened: Storage[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((storage) => storage.close()));
});

async function open(folder: string) {
  const storage = await openPglite(folder, 16);
  opened.push(storage);
  return storage;
}

const freshFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-db-'));

test('a second server on the same PGlite data folder is refused with a clear message', async () => {
  const folder = freshFolder();
  await open(folder);
  const second = openPglite(folder, 16);
  await expect(second).rejects.toThrowError(DataFolderLockedError);
  await expect(second).rejects.toThrowError(/is in use by another running server/);
});

test('the data folder can be opened again once the first server closed it', async () => {
  const folder = freshFolder();
  const first = await openPglite(folder, 16);
  await first.close();
  const again = await open(folder);
  expect((await sql<{ one: number }>`select 1 as one`.execute(again.db)).rows[0]?.one).toBe(1);
});

test('migrations apply once, in order, and a second run applies nothing', async () => {
  const storage = await open(freshFolder());
  const first = await migrate(storage);
  expect(first[0]).toBe('001_catalog');
  expect(first).toEqual([...first].sort());
  expect(await migrate(storage)).toEqual([]);
  const version = await storage.db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
  expect(Number(version.version)).toBe(1);
});

test('committed data survives closing and reopening the folder', async () => {
  const folder = freshFolder();
  const first = await openPglite(folder, 16);
  await migrate(first);
  await first.db.insertInto('list_group').values({ id: 77, name: 'kept' }).execute();
  await first.close();
  const again = await open(folder);
  const row = await again.db.selectFrom('list_group').select('name').where('id', '=', 77).executeTakeFirst();
  expect(row?.name).toBe('kept');
});

test('`npm run migrate` on a database already up to date exits when done', async () => {
  // the command runs only scripts, no Kysely query: PGlite must still be closed, or the process hangs
  const folder = freshFolder();
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const migrateOnce = () =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(SERVER_ROOT, 'src/cli/migrate.ts')],
        {
          env: { ...env, DATA_DIR: folder },
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });
  expect((await migrateOnce()).code).toBe(0);
  const again = await migrateOnce();
  expect(again).toEqual({ code: 0, output: 'The database is up to date.\n' });
}, 120_000);
