import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.js';
import type { MoneyFaults } from '../modules/billing/deps.js';
import type { Clock } from '../platform/clock.js';
import { loadConfig, type Config } from '../platform/config.js';
import { openPglite, openPostgres, type Storage } from '../platform/db.js';
import { databaseUrl } from './databases.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestApp {
  app: App;
  storage: Storage;
  config: Config;
  /** The PostgreSQL database's URL, for a server process of its own on it; null on PGlite. */
  databaseUrl: string | null;
  /**
   * Another server on this one's database, as a second instance or a restart starts one: alongside this
   * one on PostgreSQL; on PGlite, which only one process can hold, once this one has stopped.
   */
  another(options?: TestAppOptions): Promise<TestApp>;
  /** Stops the server and lets go of its database, which stays for `another`. */
  stop(): Promise<void>;
  /** Stops the server and, for the first server of a database, removes the database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Runs before the app is made ready, e.g. to add a hook that observes requests. */
  beforeReady?: (app: App) => void;
  /** Crash points of the money flows (payments/deps.ts). */
  faults?: MoneyFaults;
  /** Sees each route as it is added. */
  onRoute?: AppDeps['onRoute'];
  /** Whether a media token's stream plays, instead of playback's leases (the origin's own tests). */
  mediaStreams?: AppDeps['mediaStreams'];
  /** Receives the server's log lines (at LOG_LEVEL, silent unless the env says otherwise). */
  logStream?: AppDeps['logStream'];
}

interface TestDatabase {
  dataDir: string;
  url: string | null;
  open(): Promise<Storage>;
  remove(): Promise<void>;
}

let databaseCounter = 0;

/** A copy of the seeded test catalog on the given kind of database. */
async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const databases = inject('testDatabases');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-test-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    fs.cpSync(databases.pgliteTemplateDir, path.join(dataDir, 'db'), { recursive: true });
    return {
      dataDir,
      url: null,
      open: () => openPglite(path.join(dataDir, 'db'), 1000),
      remove: async () => removeDataDir(),
    };
  }
  if (!databases.postgres) throw new Error('PostgreSQL is not reachable');
  const { adminUrl, templateName } = databases.postgres;
  const name = `sahra_test_${process.pid}_${Date.now()}_${databaseCounter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateName}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  return {
    dataDir,
    url,
    open: async () => openPostgres(url, 5, 1000),
    async remove() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
      removeDataDir();
    },
  };
}

async function startServer(
  database: TestDatabase,
  options: TestAppOptions,
  owner: boolean,
): Promise<TestApp> {
  const storage = await database.open();
  // functional tests must not be turned away because a shared test machine stalls the event loop
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    CHECK_ANSWERS: 'true',
    ...options.env,
  });
  const app = await buildApp({
    config,
    storage,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.faults ? { faults: options.faults } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.mediaStreams ? { mediaStreams: options.mediaStreams } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      await app.close();
      await storage.close();
    })();
    return stopped;
  };
  return {
    app,
    storage,
    config,
    databaseUrl: database.url,
    another: (more = options) => startServer(database, more, false),
    stop,
    async close() {
      await stop();
      if (owner) await database.remove();
    },
  };
}

/** A server on its own copy of the seeded test catalog, on the given kind of database. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  return startServer(await createTestDatabase(kind), options, true);
}

/** The database kinds this run tests on: PGlite always, PostgreSQL when the global setup reached one. */
export function testDatabaseKinds(): DatabaseKind[] {
  return inject('testDatabases').postgres ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Runs a suite against one server on PGlite, the embedded database. For behaviour where the database
 * does not matter (PGlite is PostgreSQL compiled for one process, so SQL means the same on both); what
 * depends on the database server, concurrency, locks, two instances, crashes, runs on each (below).
 */
export function describeWithServer(
  name: string,
  suite: (server: () => TestApp, kind: DatabaseKind) => void,
  options: TestAppOptions = {},
) {
  describeOn(['pglite'], name, suite, options);
}

/**
 * Runs the same suite once per database kind against one server each, for behaviour where the database
 * matters: transactions of several connections at once, locks, two instances on one database, crashes.
 */
export function describeOnEachDatabase(
  name: string,
  suite: (server: () => TestApp, kind: DatabaseKind) => void,
  options: TestAppOptions = {},
) {
  describeOn(testDatabaseKinds(), name, suite, options);
}

/** The database that proves concurrency best in this run: PostgreSQL when reachable, else PGlite. */
export function mainTestDatabase(): DatabaseKind {
  return testDatabaseKinds().includes('postgres') ? 'postgres' : 'pglite';
}

function describeOn(
  kinds: DatabaseKind[],
  name: string,
  suite: (server: () => TestApp, kind: DatabaseKind) => void,
  options: TestAppOptions,
) {
  for (const kind of kinds) {
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
