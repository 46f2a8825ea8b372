import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** An empty database of this name on the bench's PostgreSQL (dropped first if there): its URL. */
export async function freshPostgres(database: string): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
