import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export class FfmpegError extends Error {}

/**
 * FFMPEG_PATH when set, else the ffmpeg on the PATH: Debian's, which scripts/install-ffmpeg.sh installs
 * when `npm start` and `npm test` begin (ADR 021).
 */
export function ffmpegPath(override?: string): string {
  return override ?? 'ffmpeg';
}

/**
 * The ffprobe of the same build beside FFMPEG_PATH, else the PATH's: what ffprobe reads must be what that
 * ffmpeg will decode.
 */
export function ffprobePath(ffmpegOverride?: string): string {
  return ffmpegOverride === undefined ? 'ffprobe' : path.join(path.dirname(ffmpegOverride), 'ffprobe');
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
        reject(
          new FfmpegError(
            `ffmpeg could not start (run scripts/install-ffmpeg.sh or set FFMPEG_PATH): ${error.message}`,
          ),
        );
      }
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new FfmpegError(`ffmpeg failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}
