import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findServerRoot, SERVER_ROOT } from './server-root.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A copy of the layout: apps/server/package.json with src/platform/ and the build's dist/cli/ below it. */
function layout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-root-'));
  folders.push(root);
  const server = path.join(root, 'apps', 'server');
  fs.mkdirSync(path.join(server, 'src', 'platform'), { recursive: true });
  fs.mkdirSync(path.join(server, 'dist', 'cli'), { recursive: true });
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'sahra' }));
  fs.writeFileSync(path.join(server, 'package.json'), JSON.stringify({ name: '@sahra/server' }));
  return server;
}

describe('the server root', () => {
  it('is apps/server, seen from the source', () => {
    expect(SERVER_ROOT).toBe(path.resolve(import.meta.dirname, '../..'));
    expect(fs.existsSync(path.join(SERVER_ROOT, 'migrations'))).toBe(true);
  });

  it('is the same folder from the source and from every depth of the build', () => {
    const server = layout();
    for (const from of ['src/platform', 'dist', 'dist/cli']) {
      expect(findServerRoot(path.join(server, from))).toBe(server);
    }
  });

  it('passes over a package.json of another name, such as one the build might hold', () => {
    const server = layout();
    fs.writeFileSync(path.join(server, 'dist', 'package.json'), JSON.stringify({ type: 'module' }));
    expect(findServerRoot(path.join(server, 'dist', 'cli'))).toBe(server);
  });

  it('says so when no folder above is the server', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'server-root-'));
    folders.push(outside);
    expect(() => findServerRoot(outside)).toThrow(/@sahra\/server/);
  });
});
