import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureCatalog } from '../modules/catalog/demo/ensure-catalog.js';
import { systemClock } from '../platform/clock.js';
import { openPglite, openPostgres, type Storage } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import {
  DEFAULT_TEST_POSTGRES_URL,
  databaseUrl,
  postgresReachable,
  templateFingerprint,
  type TestDatabases,
} from './databases.js';

const quietLog = { info: () => undefined };

async function prepare(storage: Storage) {
  try {
    await migrate(storage);
    await ensureCatalog(storage.db, { scale: 1, log: quietLog, now: systemClock.now() });
  } finally {
    await storage.close();
  }
}

async function preparePglite(fingerprint: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `sahra-test-template-${fingerprint}`);
  if (fs.existsSync(path.join(dir, 'ready'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  await prepare(await openPglite(dir, 1000));
  // the template is copied per test file, so the lock of the process that built it must not travel along
  fs.rmSync(path.join(dir, '.lock'), { recursive: true, force: true });
  fs.writeFileSync(path.join(dir, 'ready'), '');
  return dir;
}

async function preparePostgres(adminUrl: string, fingerprint: string) {
  const templateName = `sahra_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [templateName]);
    if (exists.rowCount === 0) {
      const building = `${templateName}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      await prepare(openPostgres(databaseUrl(adminUrl, building), 2, 1000));
      // settles autovacuum's work now, so that it is not holding the template when tests copy it
      const settle = new pg.Client({ connectionString: databaseUrl(adminUrl, building) });
      await settle.connect();
      await settle.query('vacuum analyze');
      await settle.end();
      await admin.query(`alter database ${building} rename to ${templateName}`);
    }
  } finally {
    await admin.end();
  }
  return { adminUrl, templateName };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabases;
  }
}

export default async function setup(project: TestProject) {
  const fingerprint = templateFingerprint();
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_TEST_POSTGRES_URL;
  const withPostgres = await postgresReachable(adminUrl);
  const [pgliteTemplateDir, postgres] = await Promise.all([
    preparePglite(fingerprint),
    withPostgres ? preparePostgres(adminUrl, fingerprint) : Promise.resolve(null),
  ]);
  console.log(
    `Server tests run on: PGlite${postgres ? ` and PostgreSQL (${new URL(adminUrl).host})` : ' only (no PostgreSQL reachable)'}`,
  );
  project.provide('testDatabases', { pgliteTemplateDir, postgres });
}
