import { sql } from 'kysely';
import type { z } from 'zod';
import { Admission } from './admission.js';
import { systemClock, type Clock } from './clock.js';
import { checkedAnswer } from './contract-check.js';
import type { Db } from './db.js';

const VERSION_CHECK_INTERVAL_MS = 1000;
/** The answers kept at most, in bytes; the least recently used go first. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Catalog answers change only when the catalog changes: they are kept as ready UTF-8 JSON bytes (so a
 * hit is written to the socket as is, without encoding the text again) and dropped as soon as the
 * catalog_version row moves (checked at most once a second, so every instance sees a change within a
 * second).
 */
export class CatalogCache {
  private readonly entries = new Map<string, Buffer>();
  /** answers being computed: a burst of one request computes it once */
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private version: string | null = null;
  private checkedAt = 0;
  private pendingCheck: Promise<void> | null = null;

  /** how many answers are computed at once; more wait in line, or are refused past its length */
  private readonly admission: Admission;
  private readonly maxBytes: number;
  /** what says a second has passed since the last version check */
  private readonly clock: Clock;
  /** whether each answer is checked against its contract when computed (tests; CHECK_ANSWERS) */
  private readonly checksAnswers: boolean;

  constructor(
    private readonly db: Db,
    options: { admission?: Admission; maxBytes?: number; clock?: Clock; checksAnswers?: boolean } = {},
  ) {
    this.admission = options.admission ?? new Admission(Number.POSITIVE_INFINITY, 0);
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.clock = options.clock ?? systemClock;
    this.checksAnswers = options.checksAnswers ?? false;
  }

  /**
   * The JSON bytes of a wire answer described by `contract` (from the contracts). The bytes leave as
   * they are, past the route's serialiser, so with `checksAnswers` they are checked here instead.
   */
  answer<Contract extends z.ZodType>(
    key: string,
    contract: Contract,
    compute: () => Promise<z.output<Contract>>,
  ): Promise<Buffer> {
    if (!this.checksAnswers) return this.keep(key, compute);
    return this.keep(key, async () => checkedAnswer(`catalog answer ${key}`, contract, await compute()));
  }

  /** The JSON bytes of a value of the server's own (read back, never sent as they are). */
  async keep(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
    await this.refreshVersion();
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      // re-inserted, so the map's order runs from least to most recently used
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const computing = this.compute(key, compute).finally(() => this.pending.delete(key));
    this.pending.set(key, computing);
    return computing;
  }

  private async compute(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
    const version = this.version;
    const json = Buffer.from(JSON.stringify(await this.admission.run(compute)));
    // an answer computed while the catalog changed may be stale: it is served this once, never kept
    if (version !== this.version) return json;
    this.entries.set(key, json);
    this.bytes += json.length;
    for (const [oldKey, oldJson] of this.entries) {
      if (this.bytes <= this.maxBytes || oldKey === key) break;
      this.entries.delete(oldKey);
      this.bytes -= oldJson.length;
    }
    return json;
  }

  /**
   * The kept answer for `key`, without waiting: undefined when there is none, or when the catalog
   * version is due to be checked again (the check starts, and the caller takes the ordinary path).
   */
  peek(key: string): Buffer | undefined {
    if (this.clock.now().getTime() - this.checkedAt >= VERSION_CHECK_INTERVAL_MS) {
      void this.refreshVersion().catch(() => undefined);
      return undefined;
    }
    return this.entries.get(key);
  }

  /** Records a catalog change so that every instance drops its cached answers. */
  static async bumpVersion(db: Db): Promise<void> {
    await sql`update catalog_version set version = version + 1`.execute(db);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
    this.checkedAt = 0;
  }

  private refreshVersion(): Promise<void> {
    if (this.clock.now().getTime() - this.checkedAt < VERSION_CHECK_INTERVAL_MS) return Promise.resolve();
    this.pendingCheck ??= this.db
      .selectFrom('catalog_version')
      .select('version')
      .executeTakeFirstOrThrow()
      .then(({ version }) => {
        const current = String(version);
        if (current !== this.version) {
          this.entries.clear();
          this.bytes = 0;
        }
        this.version = current;
        this.checkedAt = this.clock.now().getTime();
      })
      .finally(() => {
        this.pendingCheck = null;
      });
    return this.pendingCheck;
  }
}
