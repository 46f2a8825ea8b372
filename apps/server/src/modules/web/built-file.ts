import { readFile, stat } from 'node:fs/promises';

/**
 * A file of the web app's build (index.html, Vite's manifest), read once and again only when it changes:
 * a rebuild of the web app (new hashed asset names) is picked up without restarting the server, and a
 * missing build is no crash.
 */
export class BuiltFile {
  private cached: { mtimeMs: number; text: string } | undefined;

  constructor(private readonly filePath: string) {}

  /** The file's text, or undefined when the web app has not been built. */
  async read(): Promise<string | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.filePath)).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, text: await readFile(this.filePath, 'utf8') };
    }
    return this.cached.text;
  }
}
