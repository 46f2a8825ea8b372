/**
 * The flags every bench starts Debian's Chromium with: no sandbox (root in a container), no GPU, and
 * none of the calls to Google's hosts the closed network refuses (background fetches, component updates,
 * sync, first-run pages).
 */
export const BENCH_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
