import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataFolderLockedError extends Error {}

/** How often the holder touches its lock file, so that a server that cannot ask the holder sees it live. */
const TOUCH_MS = 2_000;
/** A lock nobody touched for this long has no holder, when the holder cannot be asked directly. */
const UNTOUCHED_STALE_MS = 10_000;

/** The locks this process holds: a lock naming this process's id and not here is an earlier process's. */
const heldHere = new Set<string>();

/** Who holds a lock: a process, where its id means something, and when it started. */
export interface Holder {
  pid: number;
  /** The kernel boot and PID namespace (Linux), or the host: where `pid` names the same process. */
  place: string | null;
  /** The process's start time (Linux), so a reused process id is not taken for the holder. */
  started: string | null;
}

function readOrNull(file: string, read: (file: string) => string): string | null {
  try {
    return read(file).trim();
  } catch {
    return null;
  }
}

/** The fields of /proc/<pid>/stat from the third (the state) on; null without one. */
function statOf(pid: number | 'self'): string[] | null {
  const stat = readOrNull(`/proc/${pid}/stat`, (file) => fs.readFileSync(file, 'utf8'));
  // the name in field 2 may hold spaces and parentheses: count from the last ')'
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ') ?? null;
}

/** The start time of a process, in clock ticks after boot: field 22 of /proc/<pid>/stat. */
const startTimeOf = (pid: number | 'self') => statOf(pid)?.[19] ?? null;

export function thisProcess(): Holder {
  if (process.platform !== 'linux') {
    return { pid: process.pid, place: `host ${os.hostname()}`, started: null };
  }
  // containers on one host share the boot but not the PID namespace: a process id means something only
  // to a process in the same namespace of the same boot
  const boot = readOrNull('/proc/sys/kernel/random/boot_id', (file) => fs.readFileSync(file, 'utf8'));
  const namespace = readOrNull('/proc/self/ns/pid', fs.readlinkSync);
  return {
    pid: process.pid,
    place: boot && namespace ? `${boot} ${namespace}` : null,
    started: startTimeOf('self'),
  };
}

function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process is there, only not ours to signal
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = statOf(holder.pid);
  // a killed process its parent has not reaped yet (a zombie) still answers signals, but holds nothing
  if (stat?.[0] === 'Z' || stat?.[0] === 'X') return false;
  const started = holder.started === null ? null : (stat?.[19] ?? null);
  return started === null || started === holder.started;
}

function readHolder(lockPath: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    if (typeof holder.pid !== 'number') return undefined;
    return { pid: holder.pid, place: holder.place ?? null, started: holder.started ?? null };
  } catch {
    // a folder (the lock of an earlier version) or a file this version did not write
    return undefined;
  }
}

/**
 * Whether the lock's holder is gone. Where its process id means something (same boot and PID
 * namespace), at once: the process is dead, or another one now has its id (a restarted container's
 * server often gets the same id as the killed one). Elsewhere, another host or container on a shared
 * folder, only once it stopped touching the lock.
 */
function isStale(lockPath: string, judged: fs.Stats, here: Holder): boolean {
  const holder = readHolder(lockPath);
  if (holder && here.place !== null && holder.place === here.place) {
    if (holder.pid === here.pid) return !heldHere.has(lockPath);
    return !isRunning(holder);
  }
  // file times are the file system's real clock, not the product's
  return Date.now() - judged.mtimeMs > UNTOUCHED_STALE_MS;
}

function statIfThere(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function lockedError(folder: string, lockPath: string) {
  const holder = readHolder(lockPath);
  return new DataFolderLockedError(
    `The data folder ${folder} is in use by another running server${holder ? ` (process ${holder.pid})` : ''}. ` +
      'Stop that server first, give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
  );
}

/**
 * Moves a stale lock out of the way. Another server may have judged it stale too and already put its
 * own lock there; the one moved is checked to be the one judged, and a fresh one is given back.
 */
function removeStale(lockPath: string, judged: fs.Stats): boolean {
  const moved = `${lockPath}.stale-${process.pid}-${crypto.randomUUID()}`;
  try {
    fs.renameSync(lockPath, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  const same = fs.statSync(moved).ino === judged.ino;
  if (!same) fs.renameSync(moved, lockPath);
  else fs.rmSync(moved, { recursive: true, force: true });
  return same;
}

/** Puts the lock in place in one step, written whole, or answers false when there is one already. */
function placeLock(lockPath: string, here: Holder): boolean {
  const written = `${lockPath}.new-${process.pid}-${crypto.randomUUID()}`;
  fs.writeFileSync(written, JSON.stringify(here));
  try {
    fs.linkSync(written, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(written, { force: true });
  }
}

/**
 * Holds `lockPath` for this process as long as it runs, or refuses with DataFolderLockedError while
 * another live server holds it. A lock whose holder is known dead is taken over at once, so a server
 * killed with SIGKILL starts again without waiting; answers the release.
 */
export function lockDataFolder(folder: string, lockFile: string): () => void {
  const lockPath = path.resolve(lockFile);
  const here = thisProcess();
  if (!placeLock(lockPath, here)) {
    const judged = statIfThere(lockPath);
    if (judged && (!isStale(lockPath, judged, here) || !removeStale(lockPath, judged))) {
      throw lockedError(folder, lockPath);
    }
    // one more try only: a lock put there meanwhile is another server's that just started
    if (!placeLock(lockPath, here)) throw lockedError(folder, lockPath);
  }
  heldHere.add(lockPath);
  const touch = setInterval(() => {
    const now = new Date();
    // a touch that fails (the folder gone) changes nothing for this process, which holds PGlite open
    fs.promises.utimes(lockPath, now, now).catch(() => undefined);
  }, TOUCH_MS);
  touch.unref();
  return () => {
    clearInterval(touch);
    heldHere.delete(lockPath);
    if (readHolder(lockPath)?.pid === here.pid) fs.rmSync(lockPath, { force: true });
  };
}
