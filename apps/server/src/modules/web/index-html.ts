import { readFile, stat } from 'node:fs/promises';

/**
 * The built index.html, read once and again only when the file changes: a rebuild of the web app
 * (new hashed asset names) is picked up without restarting the server, and a missing build is no crash.
 */
export class IndexHtml {
  private cached: { mtimeMs: number; html: string } | undefined;

  constructor(private readonly filePath: string) {}

  /** The page, or undefined when the web app has not been built. */
  async read(): Promise<string | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.filePath)).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, html: await readFile(this.filePath, 'utf8') };
    }
    return this.cached.html;
  }
}
