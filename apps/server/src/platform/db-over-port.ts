import type { MessagePort } from 'node:worker_threads';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './db-schema.js';
import type { Db } from './db.js';

/**
 * The database of a worker thread, reached through the main thread's (ADR 046). PGlite lives in the main
 * thread's memory and no other thread can open it; a PostgreSQL pool would do, but one way serves both.
 * The thread compiles its queries; the main thread runs them on its own Kysely and answers with the rows.
 */
type Request =
  | { op: 'query'; transaction?: number; sql: string; parameters: readonly unknown[] }
  | { op: 'begin'; settings: TransactionSettings }
  | { op: 'end'; transaction: number; commit: boolean };

type Answer = { id: number; result: unknown } | { id: number; error: string; code?: string };

/** Thrown inside a transaction held for the thread, to have Kysely roll it back. */
const ROLLBACK = Symbol('rollback');

/** Serves the queries of the thread at the other end of `port` on `db`, until the port closes. */
export function serveDbOverPort(port: MessagePort, db: Db) {
  const open = new Map<number, { trx: Transaction<Database>; end: (commit: boolean) => Promise<void> }>();
  let lastTransaction = 0;

  /** Opens a transaction on `db` and holds it, its connection too, until the thread ends it. */
  async function begin(settings: TransactionSettings) {
    let builder = db.transaction();
    if (settings.isolationLevel) builder = builder.setIsolationLevel(settings.isolationLevel);
    let opened: (trx: Transaction<Database>) => void = () => undefined;
    const held = new Promise<Transaction<Database>>((resolve) => (opened = resolve));
    let decide: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const ended = builder
      .execute(async (trx) => {
        opened(trx);
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    // a `begin` that fails ends the transaction before it opened
    const trx = await Promise.race([
      held,
      ended.then(() => Promise.reject(new Error('the transaction ended before it began'))),
    ]);
    const id = ++lastTransaction;
    open.set(id, {
      trx,
      end: async (commit) => {
        open.delete(id);
        decide(commit);
        await ended;
      },
    });
    return id;
  }

  function handle(request: Request): Promise<unknown> {
    if (request.op === 'begin') return begin(request.settings);
    const transaction = request.transaction === undefined ? undefined : open.get(request.transaction);
    if (request.transaction !== undefined && !transaction) {
      return Promise.reject(new Error(`no transaction ${request.transaction} is open`));
    }
    if (request.op === 'end') return transaction!.end(request.commit);
    return (transaction?.trx ?? db).executeQuery(CompiledQuery.raw(request.sql, [...request.parameters]));
  }

  // a thread that ended in a transaction must not keep its connection (PGlite's only one) held
  port.once('close', () => {
    for (const transaction of open.values()) void transaction.end(false).catch(() => undefined);
  });
  port.on('message', (message: Request & { id: number }) => {
    handle(message).then(
      (result) => port.postMessage({ id: message.id, result } satisfies Answer),
      (error: unknown) =>
        port.postMessage({
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
          code: (error as { code?: string } | null)?.code,
        } satisfies Answer),
    );
  });
}

/** The thread's side: a Kysely whose every query is run by `serveDbOverPort` at the other end. */
export function dbOverPort(port: MessagePort): Db {
  const driver = new PortDriver(port);
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

class PortDriver implements Driver {
  private lastId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (result: unknown) => void; reject: (e: Error) => void }
  >();

  constructor(private readonly port: MessagePort) {
    port.on('message', (answer: Answer) => {
      const call = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if ('error' in answer) call?.reject(Object.assign(new Error(answer.error), { code: answer.code }));
      else call?.resolve(answer.result);
    });
  }

  ask(request: Request): Promise<unknown> {
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.postMessage({ ...request, id });
    });
  }

  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PortConnection(this);
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    (connection as PortConnection).transaction = (await this.ask({ op: 'begin', settings })) as number;
  }
  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PortConnection).end(true);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PortConnection).end(false);
  }
  async releaseConnection() {}
  async destroy() {}
}

class PortConnection implements DatabaseConnection {
  transaction: number | undefined;
  constructor(private readonly driver: PortDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = query;
    return (await this.driver.ask({
      op: 'query',
      transaction: this.transaction,
      sql,
      parameters,
    })) as QueryResult<R>;
  }

  async end(commit: boolean) {
    const transaction = this.transaction;
    this.transaction = undefined;
    if (transaction !== undefined) await this.driver.ask({ op: 'end', transaction, commit });
  }

  // eslint-disable-next-line require-yield -- the recorder never streams; a query that tries is refused
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries do not cross threads');
  }
}
