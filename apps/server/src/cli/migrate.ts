import { loadConfig } from '../platform/config.js';
import { openStorage } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';

const storage = await openStorage(loadConfig());
try {
  const applied = await migrate(storage);
  console.log(
    applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.',
  );
} finally {
  await storage.close();
}
