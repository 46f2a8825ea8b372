import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);

export class FfmpegError extends Error {}

/** FFMPEG_PATH when set, else the binary the @ffmpeg-installer/ffmpeg platform package ships. */
export function ffmpegPath(override?: string): string {
  if (override) return override;
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    // the package throws a bare string when this platform has no binary package
    throw new FfmpegError(`no ffmpeg for this platform (set FFMPEG_PATH): ${String(error)}`);
  }
}

/** Lowest scheduling priority: generating demo media must not slow the answers of the server beside it. */
const BACKGROUND_PRIORITY = 19;

/** Runs ffmpeg at background priority; rejects with the end of its error output when it fails. */
export function runFfmpeg(
  binary: string,
  args: string[],
  options: { cwd: string; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      cwd: options.cwd,
      // a stopping server ends its encoder rather than leave it running without a parent
      ...(options.signal ? { signal: options.signal } : {}),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // a platform that refuses lets it run at normal priority: slower answers, same media
      }
    }
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-2000);
    });
    child.once('error', (error) => {
      // an abort kills the child: settle only once it has exited, so a stopping server outlives it
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
        reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
      }
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new FfmpegError(`ffmpeg failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}
