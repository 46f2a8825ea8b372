import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import { createNotifier, type Notifier, type NotifierLog } from '../notify/public.js';
import type { PaymentProvider } from './payments/provider.js';
import { SandboxProvider } from './payments/sandbox.js';
import { StripeProvider } from './payments/stripe.js';

/**
 * Points where a test makes the process "die": each throws right after the provider charged and
 * before the outcome is written, as a crash there would.
 */
export interface MoneyFaults {
  afterPurchaseCharge?: () => void;
  afterRenewalCharge?: () => void;
}

/** What the sales, payments and subscription services work with. */
export interface MoneyDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  faults: MoneyFaults;
  /** How long a purchase may stay Charging before the recovery job finishes it. */
  recoverAfterMs: number;
  /** Where the billing e-mails go (notices/): the outbox in the demo, SMTP in production. */
  notifier: Notifier;
}

function createProvider(config: Config, db: Db, clock: Clock): PaymentProvider {
  return config.paymentProvider === 'stripe' && config.STRIPE_SECRET_KEY
    ? new StripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL)
    : new SandboxProvider(db, clock, config.SANDBOX_LATENCY_MS);
}

/**
 * The money services as the configuration has them: the billing routes and the worker role's money jobs
 * (which run without a web server) make theirs here, so both charge and mail the same way.
 */
export function createMoneyDeps(
  config: Config,
  db: Db,
  clock: Clock,
  log: NotifierLog,
  faults: MoneyFaults = {},
): MoneyDeps {
  return {
    db,
    clock,
    provider: createProvider(config, db, clock),
    faults,
    recoverAfterMs: config.PURCHASE_RECOVERY_AFTER_MS,
    notifier: createNotifier(config, db, clock, log),
  };
}
