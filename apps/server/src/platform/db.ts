import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { AdvisoryLock } from './advisory-locks.js';
import type { Config } from './config.js';
import { lockDataFolder } from './data-folder-lock.js';
import type { Database } from './db-schema.js';
import { overloaded } from './errors.js';

export type Db = Kysely<Database>;

export interface Storage {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script once per database under `id`, atomically; false when it ran before. */
  runScriptOnce(id: string, script: string): Promise<boolean>;
  close(): Promise<void>;
}

const SCRIPT_TABLE =
  'create table if not exists schema_migration (id text primary key, applied_at timestamptz not null default now())';

interface ScriptRunner {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

async function runOnce(tx: ScriptRunner, runScript: () => Promise<unknown>, id: string): Promise<boolean> {
  await tx.query('select pg_advisory_xact_lock($1)', [AdvisoryLock.Scripts]);
  const seen = await tx.query('select 1 from schema_migration where id = $1', [id]);
  if (seen.rows.length > 0) return false;
  await runScript();
  await tx.query('insert into schema_migration (id) values ($1)', [id]);
  return true;
}

// int8 (counts, sums) as JS numbers: our counts stay far below 2^53
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * Turns away new queries with 503 once `maxQueue` of them wait for a connection, so that an overload
 * makes some requests fail fast instead of making every request slow.
 */
class BoundedDriver implements Driver {
  private waiting = 0;
  constructor(
    private readonly inner: Driver,
    private readonly maxQueue: number,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.waiting >= this.maxQueue) throw overloaded();
    this.waiting++;
    try {
      return await this.inner.acquireConnection();
    } finally {
      this.waiting--;
    }
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }
  destroy() {
    return this.inner.destroy();
  }
}

function bounded(dialect: Dialect, maxQueue: number): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new BoundedDriver(dialect.createDriver(), maxQueue),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

export async function openPglite(folder: string, maxQueue: number): Promise<Storage> {
  fs.mkdirSync(folder, { recursive: true });
  // two processes writing one PGlite folder silently lose committed data
  const unlock = lockDataFolder(folder, path.join(folder, '.lock'));
  try {
    const pglite = await PGlite.create({
      dataDir: path.join(folder, 'pglite'),
      extensions: { pg_trgm },
      // PostgreSQL's 128 MB of shared buffers would fill the WebAssembly memory, which never shrinks: a
      // started server held 390 MB. The catalog's answers are cached above the database and its pages
      // stay in the OS's file cache, so 16 MB cost no measurable search time (bench:server-process)
      postgresqlconf: ['shared_buffers=16MB'],
    });
    const db = new Kysely<Database>({ dialect: bounded(new PGliteDialect({ pglite }), maxQueue) });
    await pglite.exec(SCRIPT_TABLE);
    return {
      db,
      kind: 'pglite',
      runScriptOnce: (id, script) => pglite.transaction((tx) => runOnce(tx, () => tx.exec(script), id)),
      async close() {
        await db.destroy();
        // Kysely closes PGlite only if it ran a query; a command that only ran scripts (migrate) would
        // otherwise leave PGlite open, and the process would never exit
        if (!pglite.closed) await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openPostgres(url: string, poolSize: number, maxQueue: number): Storage {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // an idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next query
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: bounded(new PostgresDialect({ pool }), maxQueue) });
  async function runScriptOnce(id: string, script: string): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query(SCRIPT_TABLE);
      await client.query('begin');
      // a query without parameters goes over the simple protocol, which runs several statements
      const ran = await runOnce(client, () => client.query(script), id);
      await client.query('commit');
      return ran;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }
  return { db, kind: 'postgres', runScriptOnce, close: () => db.destroy() };
}

export function openStorage(config: Config): Promise<Storage> | Storage {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DB_POOL_SIZE, config.DB_MAX_QUEUE)
    : openPglite(path.join(config.dataDir, 'db'), config.DB_MAX_QUEUE);
}
