import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './processes.js';

/**
 * The build to measure: WEB_DIST_DIR as given, else a fresh production build of apps/web into `outDir`
 * (with source maps beside its scripts when asked, to name what a profile of it shows).
 */
export function webBuild(outDir: string, { sourcemap = false } = {}): string {
  if (process.env.WEB_DIST_DIR) return path.resolve(process.env.WEB_DIST_DIR);
  // the app's own build script: the browser's bundle and the server's renderer of first screens
  const build = spawnSync(
    'node',
    ['scripts/build.mjs', '--outDir', outDir, ...(sourcemap ? ['--sourcemap'] : [])],
    {
      cwd: path.join(REPO_ROOT, 'apps', 'web'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('the web app did not build');
  return outDir;
}
