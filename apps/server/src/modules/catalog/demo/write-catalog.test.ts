import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentTypeId } from '@sahra/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openPglite, type Db, type Storage } from '../../../platform/db.js';
import { CatalogBuilder, type CatalogRows } from './catalog-builder.js';
import { writeCatalog } from './insert-catalog.js';

let folder: string;
let storage: Storage;

// a copy of the seeded test template: migrated already, which a fresh PGlite takes long to be
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-write-catalog-'));
  fs.cpSync(inject('testDatabases').pgliteTemplateDir, folder, { recursive: true });
  storage = await openPglite(folder, 1000);
}, 120_000);

afterAll(async () => {
  await storage.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

function tinyCatalog(name: string): CatalogRows {
  const builder = new CatalogBuilder();
  builder.addCategory(7, 'Movies');
  builder.addItem({
    id: 1,
    type: ContentTypeId.Movie,
    arabic: name,
    english: 'A Movie',
    description: 'A film.',
    createDate: new Date('2026-01-01T00:00:00Z'),
    categories: [7],
    images: ['poster'],
    metadata: [['genre', 'دراما', 'drama']],
  });
  return builder.drain();
}

/** Every index and constraint of the schema, as the database describes them. */
async function schemaObjects(db: Db): Promise<string[]> {
  const indexes = await sql<{ text: string }>`
    select indexdef as text from pg_indexes where schemaname = current_schema()`.execute(db);
  const constraints = await sql<{ text: string }>`
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated as text
    from pg_constraint where connamespace = current_schema()::regnamespace`.execute(db);
  return [...indexes.rows, ...constraints.rows].map((row) => row.text).sort();
}

test('writing a catalog leaves every index and foreign key of the migrations as it was', async () => {
  const before = await schemaObjects(storage.db);
  const written = await writeCatalog(storage.db, [tinyCatalog('فيلم')], { reset: true });
  expect(written).toEqual({ items: 1, rows: 5 });
  expect(await schemaObjects(storage.db)).toEqual(before);
});

test('a catalog that exists is kept by a seed that only fills an empty one, and refused otherwise', async () => {
  expect(await writeCatalog(storage.db, [tinyCatalog('فيلم آخر')], { onlyIfEmpty: true })).toBeNull();
  await expect(writeCatalog(storage.db, [tinyCatalog('فيلم آخر')])).rejects.toThrow(/not empty/);
  const item = await storage.db.selectFrom('content_item').select('name').executeTakeFirstOrThrow();
  expect(item.name).toBe('فيلم');
});

test('a reset replaces the catalog in the same transaction', async () => {
  await writeCatalog(storage.db, [tinyCatalog('فيلم جديد')], { reset: true });
  const items = await storage.db.selectFrom('content_item').select('name').execute();
  expect(items).toEqual([{ name: 'فيلم جديد' }]);
});

test('a failed write leaves the catalog and the schema untouched', async () => {
  const before = await schemaObjects(storage.db);
  const broken = tinyCatalog('فيلم مكسور');
  broken.content_image.push({ item_id: 999, image_type: 'poster', image_url: '/images/poster/999.jpg' });
  await expect(writeCatalog(storage.db, [broken], { reset: true })).rejects.toThrow();
  const items = await storage.db.selectFrom('content_item').select('name').execute();
  expect(items).toEqual([{ name: 'فيلم جديد' }]);
  expect(await schemaObjects(storage.db)).toEqual(before);
});
