import fs from 'node:fs';
import path from 'node:path';

/** A recorded file's path as rows keep it: `{channelId}/{runId}/{rendition}/{init.mp4|n.m4s}` or the slate's. */
const RECORDED_PATH =
  /^(\d{1,10}\/[a-z0-9]{1,16}-[0-9a-f]{6}|slate)\/[a-z0-9]{1,16}\/(init\.mp4|\d{1,9}\.m4s)$/;

/**
 * The absolute file of a path named by a recorded_segment row, or null when the path has any other
 * shape or leaves the recordings folder: what the media origin serves and the catch-up cut copies.
 */
export function resolveRecordedPath(recordingsDir: string, relative: string): string | null {
  if (!RECORDED_PATH.test(relative)) return null;
  const root = path.resolve(recordingsDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Removes recorded files (retention): a missing one is already gone, which is what was wanted. */
export function removeRecordedFiles(recordingsDir: string, relativePaths: string[]) {
  for (const relative of relativePaths) {
    const file = resolveRecordedPath(recordingsDir, relative);
    if (file) fs.rmSync(file, { force: true });
  }
}

/** Removes the rendition folders whose init segment no row names any more, and run folders left empty. */
export function removeFinishedRenditions(recordingsDir: string, initPaths: string[]) {
  for (const init of initPaths) {
    const file = resolveRecordedPath(recordingsDir, init);
    if (!file || init.startsWith('slate/')) continue;
    const renditionDir = path.dirname(file);
    fs.rmSync(renditionDir, { recursive: true, force: true });
    const runDir = path.dirname(renditionDir);
    if (fs.existsSync(runDir) && fs.readdirSync(runDir).length === 0) fs.rmdirSync(runDir);
  }
}
