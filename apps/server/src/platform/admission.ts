import { overloaded } from './errors.js';

/**
 * Lets at most `concurrency` database-bound computations run at once and queues the rest in arrival
 * order; past `maxQueue` waiting, a computation is refused at once (503 with Retry-After). Admitting
 * whole requests, not single queries, keeps an overload fair: each admitted request runs all its
 * queries at full speed instead of sending each of them to the back of one long query queue.
 */
export class Admission {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw overloaded();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // the slot passes straight to the next in line, so `running` only drops when nobody waits
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
