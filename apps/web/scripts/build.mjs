/**
 * The production build: the browser's app into dist/ (or --outDir), and the server's renderer of the first
 * screen (src/entry-server.tsx) into its ssr/ folder, which the server loads and never serves.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

// --sourcemap: for reading profiles of the build (bench:lighthouse-trace); the product ships none
const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, sourcemap: { type: 'boolean', default: false } },
});
const outDir = path.resolve(values.outDir);
const logLevel = process.env.VITE_LOG_LEVEL ?? 'warn';

await build({ logLevel, build: { outDir, emptyOutDir: true, sourcemap: values.sourcemap } });
await build({
  logLevel,
  // bundled whole, so React's production build is used whatever NODE_ENV the server runs with
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: path.join(outDir, 'ssr'),
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

// A renderer whose chunks import each other can fail as it is evaluated (React undefined in a chunk that
// runs first), which the server would only meet at its start: load it here, so the build fails instead.
await import(pathToFileURL(path.join(outDir, 'ssr', 'entry-server.js')).href);
