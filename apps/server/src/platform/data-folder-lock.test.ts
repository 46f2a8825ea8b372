import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, expect, test, vi } from 'vitest';
import { DataFolderLockedError, lockDataFolder, thisProcess } from './data-folder-lock.js';

const releases: (() => void)[] = [];
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function freshLock() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-lock-'));
  return { folder, lockPath: path.join(folder, '.lock') };
}

function lock(folder: string, lockPath: string) {
  const release = lockDataFolder(folder, lockPath);
  releases.push(release);
  return release;
}

/** The arguments of a node process that takes the lock, says `locked {its pid}` and stays. */
function holderArguments(folder: string, lockPath: string) {
  const module = path.join(import.meta.dirname, 'data-folder-lock.ts');
  const script =
    `const { lockDataFolder } = await import(${JSON.stringify(module)});` +
    `lockDataFolder(${JSON.stringify(folder)}, ${JSON.stringify(lockPath)});` +
    `console.log('locked', process.pid); setInterval(() => {}, 60_000);`;
  return ['--import', 'tsx', '--input-type=module', '-e', script];
}

/** Another process holding the lock, as a second server would; answers once it holds it. */
async function holderProcess(folder: string, lockPath: string) {
  const child = spawn(process.execPath, holderArguments(folder, lockPath), {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  expect(line.toString()).toContain('locked');
  return child;
}

const ageBy = (file: string, seconds: number) => {
  const then = new Date(Date.now() - seconds * 1000);
  fs.utimesSync(file, then, then);
};

test('a live server holding the folder is refused, named by its process id', async () => {
  const { folder, lockPath } = freshLock();
  const holder = await holderProcess(folder, lockPath);
  expect(() => lock(folder, lockPath)).toThrowError(DataFolderLockedError);
  expect(() => lock(folder, lockPath)).toThrowError(
    `in use by another running server (process ${holder.pid})`,
  );
});

test('the lock of a server killed with SIGKILL is taken over at once', async () => {
  const { folder, lockPath } = freshLock();
  const holder = await holderProcess(folder, lockPath);
  holder.kill('SIGKILL');
  await once(holder, 'exit');
  // at once: lock() does not wait, and an untouched lock would only be stale after 10 s
  lock(folder, lockPath);
  expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
});

test('the lock of a killed server that its parent has not reaped (a zombie) is taken over at once', async () => {
  const { folder, lockPath } = freshLock();
  // the holder's parent becomes a sleep, which never waits for its children: the killed holder stays a
  // zombie, answering signals, until the sleep ends (the red team's find, issue 32)
  const quoted = [process.execPath, ...holderArguments(folder, lockPath)]
    .map((word) => `'${word.replaceAll("'", "'\\''")}'`)
    .join(' ');
  const parent = spawn('sh', ['-c', `${quoted} & exec sleep 60`], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(parent);
  const [line] = (await once(parent.stdout, 'data')) as [Buffer];
  const pid = Number(/locked (\d+)/.exec(line.toString())?.[1]);
  process.kill(pid, 'SIGKILL');
  const state = () => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
  await vi.waitFor(() => expect(state()).toBe('Z'), { timeout: 10_000 });
  expect(() => process.kill(pid, 0)).not.toThrow();
  lock(folder, lockPath);
  expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
});

test('a second lock in this process is refused; released, the folder can be locked again', () => {
  const { folder, lockPath } = freshLock();
  const release = lockDataFolder(folder, lockPath);
  expect(() => lockDataFolder(folder, lockPath)).toThrowError(DataFolderLockedError);
  release();
  expect(fs.existsSync(lockPath)).toBe(false);
  lock(folder, lockPath);
});

test("a lock naming this process's id that this process does not hold is an earlier process's: taken", () => {
  // a restarted container's server often gets the id the killed one had
  const { folder, lockPath } = freshLock();
  fs.writeFileSync(lockPath, JSON.stringify(thisProcess()));
  lock(folder, lockPath);
  expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toEqual(thisProcess());
});

test('a holder elsewhere (another host or container) counts as live until it stops touching its lock', () => {
  const { folder, lockPath } = freshLock();
  fs.writeFileSync(lockPath, JSON.stringify({ pid: 1, place: 'another host', started: null }));
  expect(() => lock(folder, lockPath)).toThrowError('(process 1)');
  ageBy(lockPath, 9);
  expect(() => lock(folder, lockPath)).toThrowError(DataFolderLockedError);
  ageBy(lockPath, 11);
  lock(folder, lockPath);
});

test('the folder lock of the earlier version (a directory) is honoured while touched, taken once untouched', () => {
  const { folder, lockPath } = freshLock();
  fs.mkdirSync(lockPath);
  expect(() => lock(folder, lockPath)).toThrowError(DataFolderLockedError);
  ageBy(lockPath, 11);
  lock(folder, lockPath);
  expect(fs.statSync(lockPath).isFile()).toBe(true);
});

test('the holder touches its lock, so that servers elsewhere see it live', async () => {
  const { folder, lockPath } = freshLock();
  lock(folder, lockPath);
  ageBy(lockPath, 60);
  const aged = fs.statSync(lockPath).mtimeMs;
  await expect
    .poll(() => fs.statSync(lockPath).mtimeMs, { timeout: 5000, interval: 100 })
    .toBeGreaterThan(aged);
});
