import { runCrashHarness } from '../testing/crash-harness.js';
import { DEFAULT_TEST_POSTGRES_URL, databaseUrl, runAsAdmin } from '../testing/databases.js';

/**
 * The full crash harness: `npm run crash:money -w @sahra/server [-- purchases kills concurrency]`
 * (defaults 600, 30, 6), on a new database of the PostgreSQL server at DATABASE_URL (or the local
 * test server), dropped afterwards. Prints its figures and fails unless the books are clean.
 */
const [purchases = 600, kills = 30, concurrency = 6] = process.argv.slice(2).map(Number);
const adminUrl = process.env.DATABASE_URL ?? DEFAULT_TEST_POSTGRES_URL;
const name = `sahra_crash_${process.pid}_${Date.now()}`;

await runAsAdmin(adminUrl, `create database ${name}`);
try {
  const figures = await runCrashHarness({
    databaseUrl: databaseUrl(adminUrl, name),
    purchases,
    kills,
    concurrency,
    log: (line) => console.log(line),
  });
  console.table(figures);
  const clean =
    figures.doubleCharges === 0 &&
    figures.lostPaidSubscriptions === 0 &&
    figures.subscriptionsWithoutPayment === 0 &&
    figures.unconfirmedPurchases === 0;
  process.exitCode = clean ? 0 : 1;
} finally {
  await runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`);
}
