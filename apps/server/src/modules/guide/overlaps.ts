/** A programme on the time line of one channel. */
export interface Timed {
  start: Date;
  stop: Date | null;
}

/**
 * One channel's programmes as a time line without overlaps, in start order. The rule: a programme
 * that starts while an earlier one runs cuts the earlier one short at its start; of two programmes
 * starting at the same instant the one later in the file wins. A programme without a stop ends where
 * the next starts (the last such one is dropped: nothing says when it ends). Gaps stay gaps.
 */
export function resolveOverlaps<T extends Timed>(programmes: readonly T[]): (T & { stop: Date })[] {
  const ordered = programmes
    .map((programme, order) => ({ programme, order }))
    .sort((a, b) => a.programme.start.getTime() - b.programme.start.getTime() || a.order - b.order)
    .map(({ programme }) => programme);
  const resolved: (T & { stop: Date })[] = [];
  ordered.forEach((programme, index) => {
    const next = ordered[index + 1];
    if (next && next.start.getTime() === programme.start.getTime()) return;
    let stop = programme.stop;
    if (next && (stop === null || next.start.getTime() < stop.getTime())) stop = next.start;
    if (stop !== null) resolved.push({ ...programme, stop });
  });
  return resolved;
}
