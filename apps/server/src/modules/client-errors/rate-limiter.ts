import type { Clock } from '../../platform/clock.js';

/**
 * At most `limit` events per key in each fixed window. One process's memory only: behind several
 * instances a client gets `limit` per instance, which is good enough to stop a page in an error loop
 * from flooding the logs.
 */
export class FixedWindowLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one event for `key`; false when the key has used up its window. */
  allow(key: string): boolean {
    const now = this.clock.now().getTime();
    if (now - this.windowStart >= this.windowMs) {
      // a new window forgets every key, so the map never outgrows one window's clients
      this.windowStart = now;
      this.counts = new Map();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.limit;
  }
}
