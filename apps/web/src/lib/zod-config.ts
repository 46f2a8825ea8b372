import type { $ZodConfig } from 'zod/v4/core';

/**
 * Zod's settings, kept on globalThis so that every copy of zod shares them; zod documents filling them in
 * before it loads (GlobalThisWithConfig, in its core.ts).
 */
declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}

/**
 * zod probes whether it may compile parsers with Function(); the CSP forbids eval, so the probe would be
 * reported as a violation on every page that parses. Interpreted parsing is fast enough here.
 *
 * Set on the shared settings rather than with `config()` from 'zod/v4/core': importing that puts zod's
 * core (~4 kB gzipped) in the entry chunk, though only screens' chunks build schemas. Zod reads `jitless`
 * as it builds a schema, so this runs before any screen's chunk loads.
 */
export function configureZod() {
  // the object itself, not a copy: zod, if it is already loaded, holds on to the one it found
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
