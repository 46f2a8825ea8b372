import type { Db } from '../../../platform/db.js';
import { catalogHasTitles } from '../../content/public.js';
import type { CatalogRows } from './catalog-builder.js';
import {
  analyzeCatalog,
  emptyCatalog,
  insertRows,
  lockCatalogSeed,
  raiseMaintenanceMemory,
  restoreIndexesAndKeys,
  setIndexesAndKeysAside,
  vacuumCatalog,
} from './catalog-repository.js';

/** Adds rows to an existing catalog in one transaction (tests and fixtures that extend the demo catalog). */
export async function insertCatalog(db: Db, rows: CatalogRows) {
  await db.transaction().execute(async (trx) => {
    for (const table of Object.keys(rows) as (keyof CatalogRows)[]) await insertRows(trx, table, rows[table]);
  });
}

export interface WriteProgress {
  items: number;
  rows: number;
}

/**
 * Writes the catalog batch by batch in one transaction, so it appears whole or not at all, into an
 * empty catalog (`reset` empties it first). With `onlyIfEmpty` it does nothing (and returns null)
 * when a catalog exists, which makes two servers starting at once on one database seed it once.
 */
export async function writeCatalog(
  db: Db,
  batches: Iterable<CatalogRows>,
  options: { onlyIfEmpty?: boolean; reset?: boolean; onProgress?: (progress: WriteProgress) => void } = {},
): Promise<WriteProgress | null> {
  const written = await db.transaction().execute(async (trx) => {
    await lockCatalogSeed(trx);
    if (options.reset) await emptyCatalog(trx);
    if (await catalogHasTitles(trx)) {
      if (options.onlyIfEmpty) return null;
      throw new Error('The catalog is not empty: reset it first');
    }
    await raiseMaintenanceMemory(trx);
    const restore = await setIndexesAndKeysAside(trx);
    const progress: WriteProgress = { items: 0, rows: 0 };
    for (const batch of batches) {
      for (const table of Object.keys(batch) as (keyof CatalogRows)[]) {
        await insertRows(trx, table, batch[table]);
        progress.rows += batch[table].length;
      }
      progress.items += batch.content_item.length;
      options.onProgress?.(progress);
    }
    await restoreIndexesAndKeys(trx, restore);
    await analyzeCatalog(trx);
    return progress;
  });
  if (written) await vacuumCatalog(db);
  return written;
}
