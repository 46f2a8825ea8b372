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
}
