import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { systemClock } from '../platform/clock.js';
import { openPostgres } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { SERVER_ROOT } from '../platform/server-root.js';
import {
  countPurchasesIn,
  purchaseBooks,
  type PurchaseBooksRow,
} from '../modules/billing/purchase/books-repository.js';
import { insertUser, markVerified, startSession } from '../modules/membership/public.js';

/**
 * Crash safety of purchases: the real server process on PostgreSQL takes purchases from clients that
 * retry as a browser would (same Idempotency-Keys), while it is SIGKILLed at random moments and
 * started again. Afterwards the books are checked: no purchase charged twice, no paid purchase
 * without its subscription, no subscription of a paid plan without a payment.
 */
export interface HarnessOptions {
  databaseUrl: string;
  purchases: number;
  kills: number;
  concurrency: number;
  log: (line: string) => void;
}

export interface HarnessFigures {
  purchases: number;
  kills: number;
  succeededCharges: number;
  doubleCharges: number;
  /** Users charged more than once and not refunded (two purchases of one plan), and users with two live subscriptions. */
  usersChargedTwice: number;
  usersWithTwoLiveSubscriptions: number;
  /** Buyers whose card timed out: their answer was lost, and each then tried to pay again. */
  timedOut: number;
  lostPaidSubscriptions: number;
  subscriptionsWithoutPayment: number;
  unconfirmedPurchases: number;
  /** Purchases found Charging right after a kill: the crash fell between fixing the charge and its outcome. */
  chargingAtKills: number;
  seconds: number;
}

/** One buyer in this many pays with the card whose answer is lost (apps/server/src/modules/billing/README.md). */
const TIME_OUT_EVERY = 4;
const GOOD_CARD = 'pm_sandbox_succeeded_4242';
const TIME_OUT_CARD = 'pm_sandbox_timeout_0119';

/**
 * The server it kills: the built one when the harness runs from the build (`npm run crash:money`, as
 * production runs it), the source through tsx when it runs from its source (crash-harness.test.ts).
 */
const SERVER_ARGS = import.meta.url.endsWith('.ts')
  ? ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'server.ts')]
  : ['--enable-source-maps', path.join(SERVER_ROOT, 'dist', 'server.js')];
const API_KEY = 'crash-harness-api-key';
const MONTHLY_OFFER = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

class ServerProcess {
  private child: ChildProcess | undefined;
  constructor(
    private readonly databaseUrl: string,
    readonly port: number,
  ) {}
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.child = spawn(process.execPath, SERVER_ARGS, {
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        API_KEY,
        PAYMENT_PROVIDER: 'sandbox',
        RENEWAL_INTERVAL_MS: '500',
        PURCHASE_RECOVERY_AFTER_MS: '1500',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: 'ignore',
    });
    for (let waited = 0; waited < 60_000; waited += 100) {
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error('the server did not start within 60 s');
  }

  async stop(signal: 'SIGKILL' | 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

interface Buyer {
  userId: number;
  token: string;
}

async function createBuyers(databaseUrl: string, count: number): Promise<Buyer[]> {
  const storage = openPostgres(databaseUrl, 4, 10_000);
  try {
    await migrate(storage);
    const run = randomUUID().slice(0, 8);
    const buyers: Buyer[] = [];
    for (let index = 0; index < count; index++) {
      const email = `crash.${run}.${index}@example.com`;
      const row = await insertUser(
        storage.db,
        {
          name: 'Crash',
          surname: 'Harness',
          email,
          mobile: `+3175${run.replace(/\D/g, '').padEnd(3, '0').slice(0, 3)}${String(index).padStart(5, '0')}`,
          password: 'unused',
          termsAndConditions: true,
          CountryIsoCode: 'NL',
          language: 'en',
        },
        'not-a-hash: harness users sign in by session only',
      );
      if (!row) throw new Error(`harness user ${email} not created`);
      await markVerified(storage.db, email);
      const { token } = await startSession(storage.db, systemClock, row.id, undefined, false);
      buyers.push({ userId: row.id, token });
    }
    return buyers;
  } finally {
    await storage.close();
  }
}

/** A client that keeps trying (same key, same body) until the server answers something other than 5xx. */
/** A call as a browser retries it: again after a kill, a refused connection or a 5xx, until it has an answer. */
async function call(
  server: ServerProcess,
  buyer: Buyer,
  method: 'GET' | 'POST',
  route: string,
  key?: string,
  body?: unknown,
) {
  for (;;) {
    try {
      const response = await fetch(`${server.url}${route}?apiKey=${API_KEY}`, {
        method,
        headers: {
          token: buyer.token,
          ...(key ? { 'idempotency-key': key } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status < 500) {
        return {
          status: response.status,
          body: (await response.json()) as { Result: { PurchaseId: string; State: string } },
        };
      }
    } catch {
      // killed mid-request or not up yet: a browser would try again
    }
    await sleep(50 + Math.random() * 100);
  }
}

/**
 * One buyer's purchase. A buyer whose card times out does what a person would: reloads and pays again
 * with another card (which must be refused while the first payment is being confirmed), then follows
 * the first payment until the recovery job settles it.
 */
async function purchase(server: ServerProcess, buyer: Buyer, timesOut: boolean): Promise<boolean> {
  const start = () =>
    call(server, buyer, 'POST', '/sales/purchase/start', randomUUID(), { offerId: MONTHLY_OFFER });
  const pay = (purchaseId: string, paymentMethodID: string) =>
    call(server, buyer, 'POST', '/payments/subscribe', randomUUID(), {
      purchaseId,
      offer: MONTHLY_OFFER,
      paymentMethodID,
    });
  const started = await start();
  if (started.status !== 200) return false;
  const purchaseId = started.body.Result.PurchaseId;
  const paid = await pay(purchaseId, timesOut ? TIME_OUT_CARD : GOOD_CARD);
  if (paid.status === 200) return paid.body.Result.State === 'Succeeded';
  if (paid.status !== 202) return false;
  const again = await start();
  if (again.status === 200) await pay(again.body.Result.PurchaseId, GOOD_CARD);
  for (let waited = 0; waited < 60_000; waited += 200) {
    const now = await call(server, buyer, 'GET', `/sales/purchase/${purchaseId}`);
    if (now.status === 200 && now.body.Result.State !== 'Charging')
      return now.body.Result.State === 'Succeeded';
    await sleep(200);
  }
  return false;
}

/** How many users' rows add up (by `measure`) to an amount `wrong` refuses. */
function countUsers(
  rows: PurchaseBooksRow[],
  measure: (row: PurchaseBooksRow) => number,
  wrong: (sum: number) => boolean,
) {
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(row.user_id, (sums.get(row.user_id) ?? 0) + measure(row));
  return [...sums.values()].filter(wrong).length;
}

async function books(databaseUrl: string) {
  const storage = openPostgres(databaseUrl, 2, 1000);
  try {
    const rows = await purchaseBooks(storage.db);
    const charging = rows.filter((row) => row.state === 'Charging').length;
    return {
      charging,
      succeededCharges: rows.reduce((sum, row) => sum + row.paid, 0),
      doubleCharges: rows.reduce((sum, row) => sum + Math.max(0, row.paid - 1), 0),
      usersChargedTwice: countUsers(
        rows,
        (row) => row.paid - row.refunded,
        (kept) => kept > 1,
      ),
      usersWithTwoLiveSubscriptions: countUsers(
        rows,
        (row) => (row.subscription_state !== null && row.subscription_state > 0 ? 1 : 0),
        (live) => live > 1,
      ),
      lostPaidSubscriptions: rows.filter(
        (row) => row.paid > 0 && (row.subscription_state === null || row.subscription_state <= 0),
      ).length,
      subscriptionsWithoutPayment: rows.filter(
        (row) => row.subscription_state !== null && row.amount_minor > 0 && row.paid === 0,
      ).length,
    };
  } finally {
    await storage.close();
  }
}

export async function runCrashHarness(options: HarnessOptions): Promise<HarnessFigures> {
  const began = Date.now();
  const buyers = await createBuyers(options.databaseUrl, options.purchases);
  const server = new ServerProcess(options.databaseUrl, await freePort());
  await server.start();
  options.log(`server up on port ${server.port}; ${buyers.length} buyers`);

  let next = 0;
  let confirmed = 0;
  let finished = false;
  const clients = Array.from({ length: options.concurrency }, async () => {
    while (next < buyers.length) {
      const index = next++;
      const buyer = buyers[index];
      if (buyer && (await purchase(server, buyer, index % TIME_OUT_EVERY === 0))) confirmed++;
    }
  });
  const allDone = Promise.all(clients).then(() => {
    finished = true;
  });

  let kills = 0;
  let chargingAtKills = 0;
  const observer = openPostgres(options.databaseUrl, 1, 100);
  // each kill falls at a random point of its own share of the purchases, counted by purchases begun (not
  // by time, which a faster machine would outrun): every kill lands while purchases are still going on
  const share = buyers.length / (options.kills + 1);
  while (!finished && kills < options.kills) {
    const killAt = Math.floor((kills + 0.25 + Math.random() * 0.5) * share);
    while (!finished && next < killAt) await sleep(2);
    // and a random moment into the purchases then under way
    await sleep(Math.random() * 20);
    if (finished) break;
    await server.stop('SIGKILL');
    kills++;
    chargingAtKills += await countPurchasesIn(observer.db, 'Charging');
    await server.start();
  }
  await observer.close();
  await allDone;
  options.log(`purchases done: ${confirmed} confirmed, ${kills} kills`);

  // the recovery job finishes anything a kill left charging
  let figures = await books(options.databaseUrl);
  for (let waited = 0; figures.charging > 0 && waited < 30_000; waited += 500) {
    await sleep(500);
    figures = await books(options.databaseUrl);
  }
  await server.stop('SIGTERM');
  return {
    purchases: buyers.length,
    kills,
    succeededCharges: figures.succeededCharges,
    doubleCharges: figures.doubleCharges,
    usersChargedTwice: figures.usersChargedTwice,
    usersWithTwoLiveSubscriptions: figures.usersWithTwoLiveSubscriptions,
    timedOut: Math.ceil(buyers.length / TIME_OUT_EVERY),
    lostPaidSubscriptions: figures.lostPaidSubscriptions,
    subscriptionsWithoutPayment: figures.subscriptionsWithoutPayment,
    unconfirmedPurchases: buyers.length - confirmed,
    chargingAtKills,
    seconds: Math.round((Date.now() - began) / 1000),
  };
}
