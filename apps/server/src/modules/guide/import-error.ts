/** A guide file that cannot be imported, with the line (1-based) it failed on; nothing of it is kept. */
export class GuideImportError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}
