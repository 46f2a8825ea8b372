import fs from 'node:fs';
import path from 'node:path';

const SERVER_PACKAGE = '@sahra/server';

/**
 * The folder of apps/server, found by walking up from `from` to the package.json named @sahra/server.
 * A module asks for it instead of counting `../` from its own folder: the same code runs from its source
 * (src/platform/, through tsx and Vitest) and from the build (dist/server.js, dist/cli/*.js), at other depths.
 */
export function findServerRoot(from: string): string {
  for (let folder = path.resolve(from); ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest) && readName(manifest) === SERVER_PACKAGE) return folder;
    if (path.dirname(folder) === folder) {
      throw new Error(`no package.json named ${SERVER_PACKAGE} in ${from} or any folder above it`);
    }
  }
}

function readName(manifest: string): unknown {
  try {
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
  } catch {
    return undefined;
  }
}

/** apps/server: its migrations/, its src/ and dist/, and the web app's build beside it (../web/dist). */
export const SERVER_ROOT = findServerRoot(import.meta.dirname);
