/** Something started that runs until it is stopped, or ends on its own (a crash). */
export interface Running {
  /** Resolves with its exit code when it has ended, stopped or not. */
  exited: Promise<number>;
  /** Asks it to end and waits until it has. */
  stop(): Promise<void>;
}

export interface RestartTiming {
  /** The wait before the first restart, doubled each time it ends again soon after starting. */
  firstMs: number;
  mostMs: number;
  /** It ran this long before ending: not a failure at start, so the next restart waits `firstMs` again. */
  steadyMs: number;
}

const DEFAULT_TIMING: RestartTiming = { firstMs: 1_000, mostMs: 60_000, steadyMs: 60_000 };

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Starts something again whenever it ends without being asked to (the recorder's thread, ADR 046): a
 * crash on one instance must not stop recording there until someone restarts the server. Restarts back
 * off while it keeps failing at start, so a broken thread costs a log line a minute, not a busy loop.
 */
export function keptRunning(
  start: () => Running,
  log: Log,
  what: string,
  timing: RestartTiming = DEFAULT_TIMING,
): { stop(): Promise<void>; restarts(): number } {
  let stopping = false;
  let restarts = 0;
  let waitMs = timing.firstMs;
  let timer: NodeJS.Timeout | undefined;
  let current: Running;

  const launch = () => {
    const began = Date.now();
    const running = start();
    current = running;
    void running.exited.then((code) => {
      if (stopping || current !== running) return;
      if (Date.now() - began >= timing.steadyMs) waitMs = timing.firstMs;
      log.warn({ exitCode: code, restartInMs: waitMs }, `${what} ended on its own: starting it again`);
      timer = setTimeout(() => {
        timer = undefined;
        if (stopping) return;
        restarts++;
        launch();
      }, waitMs);
      waitMs = Math.min(waitMs * 2, timing.mostMs);
    });
  };
  launch();

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current.stop();
    },
    restarts: () => restarts,
  };
}
