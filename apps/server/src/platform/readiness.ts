import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Readiness } from '@sahra/contracts';
import { sql } from 'kysely';
import type { Config } from './config.js';
import type { Db } from './db.js';

/** A probe that answers after this long has found a database that cannot serve either. */
const DATABASE_WAIT_MS = 2_000;

type Check = Readiness['checks'][number];

async function database(db: Db): Promise<Check> {
  const waited = new AbortController();
  try {
    const answered = await Promise.race([
      sql`select 1`.execute(db).then(() => true),
      delay(DATABASE_WAIT_MS, false, { signal: waited.signal }),
    ]);
    return answered
      ? { part: 'database', ok: true, detail: 'answers' }
      : { part: 'database', ok: false, detail: `no answer in ${DATABASE_WAIT_MS} ms` };
  } catch (error) {
    return { part: 'database', ok: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    waited.abort();
  }
}

/** A folder the server writes into, or the nearest folder above it that it would be made in. */
async function writable(folder: string): Promise<string | null> {
  for (let at = folder; ; at = path.dirname(at)) {
    try {
      await fs.access(at, fs.constants.W_OK);
      return null;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' || path.dirname(at) === at) return `${folder} cannot be written (${code})`;
    }
  }
}

async function storage(config: Config): Promise<Check> {
  const folders = [config.dataDir, config.mediaDir, config.recordingsDir];
  const problems = (await Promise.all(folders.map(writable))).filter((problem) => problem !== null);
  return problems.length === 0
    ? { part: 'storage', ok: true, detail: 'the data, media and recordings folders can be written' }
    : { part: 'storage', ok: false, detail: problems.join('; ') };
}

/**
 * Whether this instance can serve (GET /readyz), part by part: the database answers, its folders can be
 * written, and payments and mail have somewhere to go. The provider and the mail server are judged by
 * their settings (production refuses to start without real ones, config.ts), not called on every probe:
 * a probe every few seconds must not become traffic to Stripe or the SMTP server.
 */
export async function readiness(config: Config, db: Db): Promise<Readiness> {
  const checks: Check[] = [
    await database(db),
    await storage(config),
    {
      part: 'payments',
      ok: config.paymentProvider === 'sandbox' ? !config.production : config.STRIPE_SECRET_KEY !== undefined,
      detail: config.paymentProvider === 'sandbox' ? 'the sandbox (test cards)' : 'Stripe',
    },
    {
      part: 'mail',
      ok: config.SMTP_URL !== undefined || !config.production,
      detail: config.SMTP_URL === undefined ? 'the demo outbox' : 'SMTP',
    },
  ];
  return { ready: checks.every((check) => check.ok), checks };
}

/**
 * The answer as a caller may read it. A load balancer needs only which part is not ready; in production
 * what was found (a folder's path, the database's own error) is the operator's alone, since /readyz
 * answers anyone who reaches the instance. The demo shows everything to everyone.
 */
export function readinessFor(answer: Readiness, detailed: boolean): Readiness {
  if (detailed) return answer;
  return {
    ready: answer.ready,
    checks: answer.checks.map((check) => ({ ...check, detail: check.ok ? 'ready' : 'not ready' })),
  };
}
