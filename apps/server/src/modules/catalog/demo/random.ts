/** A seeded pseudo-random source (mulberry32), so the demo catalog is the same on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(values: readonly T[]): T {
    const value = values[Math.floor(this.next() * values.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  /** `count` distinct values (or all of them when there are fewer). */
  sample<T>(values: readonly T[], count: number): T[] {
    const copy = [...values];
    const picked: T[] = [];
    while (picked.length < count && copy.length > 0) {
      picked.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0] as T);
    }
    return picked;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}
