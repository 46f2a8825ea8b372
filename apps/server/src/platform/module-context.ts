import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { CatalogCache } from './catalog-cache.js';
import type { Storage } from './db.js';
import type { FastAnswers } from './fast-answers.js';

/**
 * What every module receives: the database, the shared catalog cache, the clock and the configuration.
 * It lives in the platform, not in app.ts, so that modules never import the file that imports them.
 */
export interface ModuleContext {
  config: Config;
  storage: Storage;
  cache: CatalogCache;
  /** Remembers which requests the catalog cache answers, so that repeats skip Fastify altogether. */
  fastAnswers: FastAnswers;
  clock: Clock;
}
