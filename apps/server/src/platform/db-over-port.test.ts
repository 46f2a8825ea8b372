import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dbOverPort, serveDbOverPort } from './db-over-port.js';
import { openPglite, type Storage } from './db.js';

let folder: string;
let storage: Storage;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-db-over-port-'));
  storage = await openPglite(folder, 16);
  await sql`create table kept (n int primary key)`.execute(storage.db);
}, 60_000);

afterAll(async () => {
  await storage.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A database across a message channel, as a worker thread has it, served by `storage`. */
function remoteDb() {
  const { port1, port2 } = new MessageChannel();
  serveDbOverPort(port1, storage.db);
  return { db: dbOverPort(port2), close: () => port2.close() };
}

const keptRows = async () =>
  (await sql<{ n: number }>`select n from kept order by n`.execute(storage.db)).rows.map((row) => row.n);

test('queries and transactions across the port run on the database at home: committed, rolled back, errors with their code', async () => {
  const remote = remoteDb();
  try {
    await sql`insert into kept values (1)`.execute(remote.db);
    await remote.db.transaction().execute((trx) => sql`insert into kept values (2)`.execute(trx));
    await expect(
      remote.db.transaction().execute(async (trx) => {
        await sql`insert into kept values (3)`.execute(trx);
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await keptRows()).toEqual([1, 2]);
    await expect(sql`insert into kept values (1)`.execute(remote.db)).rejects.toMatchObject({
      code: '23505',
    });
  } finally {
    remote.close();
  }
});

test('a thread gone in the middle of a transaction leaves nothing of it and the connection free', async () => {
  const remote = remoteDb();
  let inside: () => void = () => undefined;
  const began = new Promise<void>((resolve) => (inside = resolve));
  void remote.db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into kept values (9)`.execute(trx);
      inside();
      await new Promise(() => undefined);
    })
    .catch(() => undefined);
  await began;
  remote.close();
  // PGlite has one connection: this waits for it, so it answers only once the transaction is gone
  expect(await keptRows()).not.toContain(9);
});
