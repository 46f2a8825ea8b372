import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// by path, not package name: the config is bundled on its own, and only relative imports are bundled in
import { SERVICE_PATH_PREFIXES } from '../../packages/contracts/src/service-paths.ts';

/** Where `npm run start -w @sahra/server` listens by default; the dev server forwards calls to it. */
const API_ORIGIN = 'http://localhost:8080';

const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next)[\\/]/;

/** The cards, rows and hero of the browsing pages (slider-row, content-card, skeleton). */
const BROWSE_MODULES = new RegExp(
  [
    String.raw`src/components/slider-row/(home-group-view|list-group-rows|content-list-row|content-row|slider-row|slider-button|slider-labels|slides-per-view|list-tags|load-more|use-direction|use-deferred-swiper)\.`,
    String.raw`src/components/slider-row/(hero-slider|hero-slide|hero-controls|hero-timing|hero-trailer)\.`,
    String.raw`src/components/slider-row/api/(get-list-items|get-list-and-items|get-lists-by-group-id|get-slider-by-id)\.`,
    String.raw`src/components/content-card/(content-card|card-link|card-labels|category-path|category-card-tile|channel-tile|use-channel-logo|use-content-language)\.`,
    String.raw`src/components/skeleton/skeleton\.`,
    String.raw`src/lib/use-near-viewport\.`,
  ].join('|'),
);

/**
 * What resuming or ending a session needs (docs/behaviour/accounts.md#session), as one chunk without zod: every signed-in page starts
 * with it, and the entry chunk, which every page loads, names each chunk a lazily loaded module needs. Not
 * the browser-storage wrapper, which the entry chunk itself uses (the language, the expiring values).
 */
const SESSION_MODULES =
  /[\\/](contracts[\\/]src[\\/]session-constants|src[\\/](api[\\/]membership-client|features[\\/]auth[\\/](session[\\/]session-(actions|data)|api[\\/](sign-in|verification)|utils[\\/]session-keys)))\./;

export default defineConfig({
  plugins: [react()],
  // zod's settings must be in place before its core is evaluated, whichever chunk that lands in (src/lib/zod.ts)
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod.ts') }] },
  server: {
    proxy: Object.fromEntries(SERVICE_PATH_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
  },
  build: {
    // The Fastify server serves apps/web/dist; files under /assets carry a content hash and are cached for a year.
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // One stylesheet for every screen (10 kB gzipped): the server renders a screen's first view before its
    // code loads, so that screen's styles must already be in the page, not arrive with its chunk.
    cssCodeSplit: false,
    // Every browser the es2022 target runs in but Safari 15–16 knows <link rel="modulepreload">; those two
    // still run the app, only without the preloading, so its polyfill is not worth its bytes on every page.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunks each page loads, read by `npm run size` (scripts/check-size-budget.mjs).
    manifest: true,
    rolldownOptions: {
      // The boot script is an entry of its own: pages the server rendered load it instead of index.html's
      // entry, and it starts that entry after the first paint (server modules/web/deferred-app-start.ts).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        boot: path.resolve(import.meta.dirname, 'src/boot.ts'),
      },
      // @sahra/contracts only declares schemas, types and constants, but its zod schemas are module-level calls
      // that a bundler must keep unless told they are pure. Saying so keeps zod (~25 kB gzipped) out of the
      // pages that use only the types and constants; a screen that parses with a schema still gets it.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // The framework changes far less often than the app: its own chunk stays cached across releases.
        // Only named packages: a catch-all node_modules group would pull lazily used ones (hls.js) into every page.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_PACKAGES },
            // What the home page's rows draw with, as one chunk: apart, its nine modules cost the home page's
            // first render 0.6 kB of chunk boundaries (gzip restarts, import lists). Only these modules: their
            // dependencies stay where they are, so pages without rows (login) do not load it.
            { name: 'browse', test: BROWSE_MODULES, includeDependenciesRecursively: false },
            // What resuming or ending a session needs, as one chunk: the entry chunk names each chunk a lazily
            // loaded module needs, and every page loads that list.
            { name: 'session', test: SESSION_MODULES, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
