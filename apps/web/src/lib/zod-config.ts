import type { $ZodConfig } from 'zod/v4/core';

/**
 * Zod's settings, kept on globalThis so that every copy of zod shares them; zod documents filling them in
 * before it loads (GlobalThisWithConfig, in its core.ts).
 */
declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}

// zod probes whether it may compile parsers with Function() as it builds each object schema; the CSP forbids
// eval, so the probe would be reported as a violation on every page that builds one. Interpreted parsing is
// fast enough here. Run as this module is evaluated, before zod's own core (see lib/zod.ts).
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;
