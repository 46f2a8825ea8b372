/**
 * Runs `work` once the browser has a quiet moment, and at the latest after `timeout` ms; returns its
 * cancel. For work done ahead (fetching a chunk a later step needs): started from the effects of
 * hydration's commit, it made that task 10 ms longer (appending the chunk's preload links), and on a
 * phone that task is what the page's blocking time is made of.
 */
export function whenIdle(work: () => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callbacks: a short wait still lets the page's own tasks go first
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
