import { sql } from 'kysely';
import type { Db } from './db.js';

const VERSION_CHECK_INTERVAL_MS = 1000;
const MAX_ENTRIES = 20_000;

/**
 * Catalog answers change only when the catalog changes: they are kept as ready JSON text and dropped
 * as soon as the catalog_version row moves (checked at most once a second, so every instance sees a
 * change within a second).
 */
export class CatalogCache {
  private readonly entries = new Map<string, string>();
  private version: string | null = null;
  private checkedAt = 0;
  private pendingCheck: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async answer(key: string, compute: () => Promise<unknown>): Promise<string> {
    await this.refreshVersion();
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const json = JSON.stringify(await compute());
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, json);
    return json;
  }

  /** Records a catalog change so that every instance drops its cached answers. */
  static async bumpVersion(db: Db): Promise<void> {
    await sql`update catalog_version set version = version + 1`.execute(db);
  }

  clear() {
    this.entries.clear();
    this.checkedAt = 0;
  }

  private refreshVersion(): Promise<void> {
    if (Date.now() - this.checkedAt < VERSION_CHECK_INTERVAL_MS) return Promise.resolve();
    this.pendingCheck ??= this.db
      .selectFrom('catalog_version')
      .select('version')
      .executeTakeFirstOrThrow()
      .then(({ version }) => {
        const current = String(version);
        if (current !== this.version) this.entries.clear();
        this.version = current;
        this.checkedAt = Date.now();
      })
      .finally(() => {
        this.pendingCheck = null;
      });
    return this.pendingCheck;
  }
}
