import { parseArgs } from 'node:util';
import { catalogBatches } from '../modules/catalog/demo/build-catalog.js';
import { catalogHasTitles } from '../modules/content/public.js';
import { writeCatalog } from '../modules/catalog/demo/insert-catalog.js';
import { CatalogCache } from '../platform/catalog-cache.js';
import { loadConfig } from '../platform/config.js';
import { openStorage } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';

const MAX_TITLES = 1_000_000;
const PROGRESS_EVERY_MS = 5_000;

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    titles: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const titles = values.titles === undefined ? undefined : Number(values.titles);
if (!Number.isInteger(scale) || scale < 1 || scale > 400)
  throw new Error('--scale must be a whole number from 1 to 400');
if (titles !== undefined && (!Number.isInteger(titles) || titles < 1 || titles > MAX_TITLES)) {
  throw new Error(`--titles must be a whole number from 1 to ${MAX_TITLES}`);
}

const storage = await openStorage(loadConfig());
try {
  await migrate(storage);
  if ((await catalogHasTitles(storage.db)) && !values.reset) {
    console.log('The catalog is not empty; pass --reset to replace it.');
  } else {
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
    let reportedAt = started;
    const batches = catalogBatches({ scale, ...(titles === undefined ? {} : { titles }), now: new Date() });
    const written = await writeCatalog(storage.db, batches, {
      reset: values.reset,
      onProgress: ({ items, rows }) => {
        if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return;
        reportedAt = Date.now();
        console.log(`  ${items} items, ${rows} rows (${seconds()} s)`);
      },
    });
    await CatalogCache.bumpVersion(storage.db);
    console.log(`Seeded ${written?.items} items (${written?.rows} rows) in ${seconds()} s, indexes included`);
  }
} finally {
  await storage.close();
}
