// Fails when a page's JavaScript before its first render is over the budget of size-budget.json.
// Reads Vite's build manifest (build.manifest: true), so run it after `vite build`:
//   npm run size -w @sahra/web            (dist/)
//   npm run size -w @sahra/web -- /tmp/web-x   (another build folder)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.argv[2] ?? path.join(WEB_ROOT, 'dist'));
const manifestFile = path.join(distDir, '.vite', 'manifest.json');

function fail(message) {
  console.error(`size budget: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(manifestFile))
  fail(`${manifestFile} not found; build the web app first (npm run build -w @sahra/web)`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const { budgets } = JSON.parse(fs.readFileSync(path.join(WEB_ROOT, 'size-budget.json'), 'utf8'));

/** A chunk and every chunk it imports statically (what the browser must load before running it); not its dynamic imports. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk)
    fail(`size-budget.json names ${key}, which is not in the build manifest; update size-budget.json`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const kb = (bytes) => (bytes / 1000).toFixed(2);
let overBudget = false;

for (const budget of budgets) {
  const files = new Set();
  for (const key of [budget.entry, ...budget.routes]) staticClosure(key, files);
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(distDir, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  const within = total <= budget.maxGzipKb * 1000;
  overBudget ||= !within;

  console.log(`\n${budget.page}: JavaScript before the first render (gzip)`);
  for (const size of sizes)
    console.log(`  ${kb(size.gzip).padStart(8)} kB  ${size.file} (${kb(size.raw)} kB raw)`);
  console.log(
    `  ${kb(total).padStart(8)} kB  total, budget ${budget.maxGzipKb} kB: ${within ? 'within' : 'OVER BUDGET'}`,
  );
}

if (overBudget) fail('over budget (see above)');
