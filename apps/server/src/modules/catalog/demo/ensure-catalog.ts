import { CatalogCache } from '../../../platform/catalog-cache.js';
import type { Db } from '../../../platform/db.js';
import { catalogHasTitles } from '../../content/public.js';
import { catalogBatches } from './build-catalog.js';
import { writeCatalog } from './insert-catalog.js';

export interface SeedLog {
  info(details: object, message?: string): void;
}

/** Seeds the demo catalog on the first start (an empty catalog); instant on every later start. */
export async function ensureCatalog(
  db: Db,
  options: { scale: number; log: SeedLog; now: Date },
): Promise<{ seeded: boolean }> {
  if (await catalogHasTitles(db)) return { seeded: false };
  const started = Date.now();
  const batches = catalogBatches({ scale: options.scale, now: options.now });
  const written = await writeCatalog(db, batches, { onlyIfEmpty: true });
  if (!written) return { seeded: false };
  await CatalogCache.bumpVersion(db);
  options.log.info(
    { items: written.items, rows: written.rows, scale: options.scale, ms: Date.now() - started },
    'demo catalog seeded',
  );
  return { seeded: true };
}
