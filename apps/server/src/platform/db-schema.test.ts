import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * db-schema.ts is written by hand beside the migrations (its column types say more than a generator
 * could: the unions of allowed values, what a JSON column holds). This check keeps the two from drifting:
 * every table and column the migrations make is declared, nothing else is, and a column may hold null
 * exactly when the database lets it.
 */

interface DeclaredColumn {
  nullable: boolean;
}

/** The `Database` interface's tables and columns, read from the source as the compiler sees it. */
function declaredTables(): Map<string, Map<string, DeclaredColumn>> {
  const file = path.join(import.meta.dirname, 'db-schema.ts');
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error('db-schema.ts not found');
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  );
  if (!database) throw new Error('db-schema.ts declares no Database interface');
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of tableType.getProperties()) {
      // Kysely's ColumnType<Select, Insert, Update> and Generated<T> keep the selected type in __select__
      let type = checker.getTypeOfSymbolAtLocation(column, database);
      const selected = type.getProperty('__select__');
      if (selected) type = checker.getTypeOfSymbolAtLocation(selected, database);
      const parts = type.isUnion() ? type.types : [type];
      // `unknown` (a JSON column read as it comes) holds null too
      const holdsNull = (part: ts.Type) => (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Unknown)) !== 0;
      columns.set(column.name, { nullable: parts.some(holdsNull) });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp('pglite');
});
afterAll(async () => {
  await server.close();
});

test('db-schema.ts declares exactly the tables and columns the migrations make, with their nullability', async () => {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select table_name, column_name, is_nullable from information_schema.columns
    where table_schema = 'public'
    order by table_name, ordinal_position`.execute(server.storage.db);
  const made = new Map<string, Map<string, DeclaredColumn>>();
  for (const row of rows) {
    const columns = made.get(row.table_name) ?? new Map<string, DeclaredColumn>();
    columns.set(row.column_name, { nullable: row.is_nullable === 'YES' });
    made.set(row.table_name, columns);
  }
  const declared = declaredTables();
  const described = (tables: Map<string, Map<string, DeclaredColumn>>) =>
    Object.fromEntries(
      [...tables].map(([table, columns]) => [
        table,
        Object.fromEntries(
          [...columns].map(([column, { nullable }]) => [column, nullable ? 'null' : 'not null']),
        ),
      ]),
    );
  expect(described(declared)).toEqual(described(made));
});
