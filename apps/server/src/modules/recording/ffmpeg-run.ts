import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** util-linux's setpriv, where there is one (Debian has it), to tie ffmpeg's life to this process. */
const PDEATHSIG = ['/usr/bin/setpriv', '/bin/setpriv'].some((file) => fs.existsSync(file));

/** How long a stopped recorder's ffmpeg may take to close its last segment before it is killed. */
const GRACE_MS = 5000;

/**
 * One long-running ffmpeg of the recorder, at normal priority (a live recording that falls behind loses
 * pictures, unlike the demo clips' background encode). `done` settles with the end of its error output.
 */
export class FfmpegRun {
  private readonly child: ChildProcess;
  private errors = '';
  readonly done: Promise<string>;

  constructor(binary: string, args: string[], cwd: string) {
    // on Linux the kernel ends ffmpeg (SIGTERM: it closes its segment) when this process dies, even by
    // kill -9, so no orphan records beside the instance that takes the channel over
    const [command, prefix] = PDEATHSIG ? ['setpriv', ['--pdeathsig', 'TERM', binary]] : [binary, []];
    this.child = spawn(
      command,
      [...prefix, '-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args],
      {
        cwd,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      this.errors = (this.errors + chunk).slice(-1000);
    });
    this.done = new Promise((resolve) => {
      this.child.once('error', (error) => resolve(`ffmpeg could not start: ${error.message}`));
      this.child.once('close', (code, signal) =>
        resolve(this.errors.trim() || `ffmpeg ended (${signal ?? `exit ${code}`})`),
      );
    });
  }

  get pid() {
    return this.child.pid;
  }

  /** Asks ffmpeg to finish (SIGTERM: it closes the segment it is writing), killing it if it lingers. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), GRACE_MS);
    await this.done;
    clearTimeout(timer);
  }

  kill() {
    this.child.kill('SIGKILL');
  }
}
