import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './db.js';
import { SERVER_ROOT } from './server-root.js';

const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

/** Applies the numbered SQL files in migrations/ that this database has not seen, in order; returns those applied. */
export async function migrate(storage: Storage): Promise<string[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((name) => /^\d{3}_.+\.sql$/.test(name)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const id = file.replace(/\.sql$/, '');
    const script = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    if (await storage.runScriptOnce(id, script)) applied.push(id);
  }
  return applied;
}
