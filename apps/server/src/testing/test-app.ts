import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { MoneyFaults } from '../modules/payments/deps.js';
import type { Clock } from '../platform/clock.js';
import { loadConfig, type Config } from '../platform/config.js';
import { openPglite, openPostgres, type Storage } from '../platform/db.js';
import { databaseUrl } from './databases.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestApp {
  app: App;
  storage: Storage;
  config: Config;
  /** The PostgreSQL database's URL, for a second instance on it; null on PGlite. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Crash points of the money flows (payments/deps.ts). */
  faults?: MoneyFaults;
  /** Runs before the app is made ready, e.g. to add a hook that observes requests. */
  beforeReady?: (app: App) => void;
}

let databaseCounter = 0;

/** A server on its own copy of the seeded test catalog, on the given kind of database. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const databases = inject('testDatabases');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-test-'));
  let storage: Storage;
  let dropDatabase = async () => undefined as unknown;
  let url: string | null = null;
  if (kind === 'pglite') {
    fs.cpSync(databases.pgliteTemplateDir, path.join(dataDir, 'db'), { recursive: true });
    storage = await openPglite(path.join(dataDir, 'db'), 1000);
  } else {
    if (!databases.postgres) throw new Error('PostgreSQL is not reachable');
    const { adminUrl, templateName } = databases.postgres;
    const name = `sahra_test_${process.pid}_${Date.now()}_${databaseCounter++}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateName}`);
    await admin.end();
    url = databaseUrl(adminUrl, name);
    storage = openPostgres(url, 5, 1000);
    dropDatabase = async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    };
  }
  // functional tests must not be turned away because a shared test machine stalls the event loop
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const app = await buildApp({
    config,
    storage,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.faults ? { faults: options.faults } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    storage,
    config,
    databaseUrl: url,
    async close() {
      await app.close();
      await storage.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another server instance on the PostgreSQL database of `first`, as a second process behind a load
 * balancer would be; close it before `first`.
 */
export async function createSibling(first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error('a second instance needs PostgreSQL');
  const storage = openPostgres(first.databaseUrl, 5, 1000);
  const app = await buildApp({
    config: first.config,
    storage,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.faults ? { faults: options.faults } : {}),
  });
  await app.ready();
  return {
    app,
    storage,
    config: first.config,
    databaseUrl: first.databaseUrl,
    async close() {
      await app.close();
      await storage.close();
    },
  };
}

/** The database kinds this run tests on: PGlite always, PostgreSQL when the global setup reached one. */
export function testDatabaseKinds(): DatabaseKind[] {
  return inject('testDatabases').postgres ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Runs the same suite once per database kind against one server each, so every behaviour is proven
 * on PGlite and on PostgreSQL.
 */
export function describeOnEachDatabase(
  name: string,
  suite: (server: () => TestApp, kind: DatabaseKind) => void,
  options: TestAppOptions = {},
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await createTestApp(kind, options);
      }, 120_000);
      afterAll(async () => {
        await testApp?.close();
      });
      suite(() => {
        if (!testApp) throw new Error('test server not started');
        return testApp;
      }, kind);
    });
  }
}
