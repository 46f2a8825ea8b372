import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Where server tests run: always PGlite, and PostgreSQL too when one is reachable. */
export interface TestDatabases {
  pgliteTemplateDir: string;
  postgres: { adminUrl: string; templateName: string } | null;
}

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A fingerprint of everything that shapes the seeded test database (migrations and seed code) and of
 * the day (the catalog is dated relative to today), so templates are rebuilt exactly when they must be.
 */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  const roots = [path.join(SERVER_ROOT, 'migrations'), path.join(SERVER_ROOT, 'src/modules/catalog/demo')];
  const files = roots.flatMap((root) => listFiles(root)).sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 12);
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.name.endsWith('.test.ts') ? [] : [full];
  });
}

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement as the PostgreSQL server's administrator, e.g. creating or dropping a database. */
export async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
