import { sql, type Transaction } from 'kysely';
import { AdvisoryLock, lockForTransaction } from '../../../platform/advisory-locks.js';
import type { Db } from '../../../platform/db.js';
import type { Database } from '../../../platform/db-schema.js';
import type { CatalogRows } from './catalog-builder.js';
import { BULK_COLUMNS, CATALOG_TABLES, type SqlType } from './catalog-tables.js';

const ROWS_PER_STATEMENT = 5_000;
// the small tables (lists, menus) go through Kysely; PostgreSQL takes at most 65,535 parameters
const MAX_PARAMETERS = 30_000;

const catalogTables = () => sql.join(CATALOG_TABLES.map((table) => sql.table(table)));

/** Holds the seed lock until the transaction ends: two servers starting together write the catalog once. */
export const lockCatalogSeed = (trx: Transaction<Database>) =>
  lockForTransaction(trx, AdvisoryLock.CatalogSeed);

export async function emptyCatalog(trx: Transaction<Database>) {
  await sql`truncate ${catalogTables()}`.execute(trx);
}

/** More memory for building the indexes again at the end of a load. */
export async function raiseMaintenanceMemory(trx: Transaction<Database>) {
  await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
}

export async function insertRows(trx: Transaction<Database>, table: keyof CatalogRows, rows: object[]) {
  const columns: Record<string, SqlType> | undefined = (
    BULK_COLUMNS as Partial<Record<string, Record<string, SqlType>>>
  )[table];
  const names = Object.keys(columns ?? rows[0] ?? {});
  const perStatement = columns ? ROWS_PER_STATEMENT : Math.max(1, Math.floor(MAX_PARAMETERS / names.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const slice = rows.slice(start, start + perStatement) as Record<string, unknown>[];
    if (!columns) {
      await trx
        .insertInto(table)
        .values(slice as never)
        .execute();
      continue;
    }
    const arrays = names.map(
      (name) => sql`${slice.map((row) => row[name] ?? null)}::${sql.raw(columns[name] ?? 'text')}[]`,
    );
    await sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))})
      select * from unnest(${sql.join(arrays)})`.execute(trx);
  }
}

/**
 * Building an index once over all rows, and checking a foreign key with one join, are far cheaper than
 * doing either row by row (the trigram indexes above all); so, as PostgreSQL's own advice for
 * populating a database says (https://www.postgresql.org/docs/current/populate.html), the secondary
 * indexes and foreign keys of the empty catalog are dropped for the load and re-created from their own
 * definitions afterwards, inside the same transaction. Returns the statements that restore them.
 */
export async function setIndexesAndKeysAside(trx: Transaction<Database>): Promise<string[]> {
  const tables = sql.join(CATALOG_TABLES.map((table) => sql.lit(table)));
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class t on t.oid = i.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${tables})
      and not i.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(trx);
  const { rows: keys } = await sql<{ tableName: string; name: string; definition: string }>`
    select c.conrelid::regclass::text as "tableName", quote_ident(c.conname) as name,
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where c.contype = 'f' and t.relnamespace = current_schema()::regnamespace and t.relname in (${tables})`.execute(
    trx,
  );
  for (const key of keys)
    await sql.raw(`alter table ${key.tableName} drop constraint ${key.name}`).execute(trx);
  for (const index of indexes) await sql.raw(`drop index ${index.name}`).execute(trx);
  return [
    ...indexes.map((index) => index.definition),
    ...keys.map((key) => `alter table ${key.tableName} add constraint ${key.name} ${key.definition}`),
  ];
}

/** Runs the statements `setIndexesAndKeysAside` answered. */
export async function restoreIndexesAndKeys(trx: Transaction<Database>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(trx);
}

/**
 * Fresh planner statistics, so that the first queries after the load do not plan for empty tables
 * (analyze counts the rows this transaction wrote); they commit with the rows.
 */
export async function analyzeCatalog(trx: Transaction<Database>) {
  await sql`analyze ${catalogTables()}`.execute(trx);
}

/**
 * Freshly written pages are not yet marked all-visible, so index-only scans (capped counts, catch-up
 * pages) would still read the table for every row until a vacuum marks them (it cannot run in a transaction).
 */
export async function vacuumCatalog(db: Db) {
  await sql`vacuum ${catalogTables()}`.execute(db);
}
