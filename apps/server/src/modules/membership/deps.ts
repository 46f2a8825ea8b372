import type { FastifyRequest } from 'fastify';
import type { Product } from '@sahra/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { BotCheck } from './bot-check.js';
import type { Delivery } from './delivery.js';

/** What the membership routes work with. */
export interface MembershipDeps {
  db: Db;
  clock: Clock;
  delivery: Delivery;
  botCheck: BotCheck;
  /** The account's products (its live subscriptions), given by the subscription module. */
  products: (userId: number) => Promise<Product[]>;
  /** The country a request comes from when it tells (the geo module's knownCountry): null from a private address. */
  countryOf: (request: FastifyRequest) => Promise<string | null>;
}
