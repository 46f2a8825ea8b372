/**
 * The server's build (ADR 043): src/server.ts, the commands of src/cli/ and the recorder's thread (ADR 046)
 * bundled by esbuild into dist/
 * as ES modules for Node 20, with source maps (run them with node --enable-source-maps). Packages stay
 * outside the bundle and load from node_modules, except the workspace's @sahra/contracts, whose package
 * exports its TypeScript source, which Node cannot run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverRoot, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const commands = fs
  .readdirSync(path.join(serverRoot, 'src', 'cli'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => name.slice(0, -'.ts'.length));

/** Bundled in, from where Node resolves it (the package.json `exports` through the workspace link). */
const contractsFromSource = {
  name: 'contracts-from-source',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@sahra\/contracts(\/|$)/ }, ({ path: specifier }) => ({
      path: fileURLToPath(import.meta.resolve(specifier)),
    }));
  },
};

const result = await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    server: 'src/server.ts',
    'recording-thread': 'src/modules/recording/recording-thread.ts',
    ...Object.fromEntries(commands.map((name) => [`cli/${name}`, `src/cli/${name}.ts`])),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [contractsFromSource],
  // the sources are in the repository beside dist/: stack traces only need the mappings
  sourcemap: true,
  sourcesContent: false,
  metafile: true,
  write: false,
  logLevel: 'warning',
});

// What stays outside must be installed where the server runs: a dependency, not a devDependency
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
const packageOf = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');
const missing = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter(({ external, path: specifier }) => external && !specifier.startsWith('node:'))
    .map(({ path: specifier }) => packageOf(specifier))
    .filter((name) => !dependencies.has(name)),
);
if (missing.size > 0) {
  console.error(`The build imports packages that are not dependencies of @sahra/server: ${[...missing]}`);
  process.exit(1);
}

// Each file replaced in one rename, so a server or command starting meanwhile reads the old or the new
const written = new Set();
for (const file of result.outputFiles) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  fs.writeFileSync(partial, file.contents);
  fs.renameSync(partial, file.path);
  written.add(file.path);
}
// and nothing is left of an entry that no longer exists
for (const entry of fs.readdirSync(outdir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (entry.isFile() && !written.has(file) && !file.endsWith('.partial')) fs.rmSync(file);
}
