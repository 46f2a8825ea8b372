/**
 * The paragraphs of a legal text: the description split on blank lines (docs/behaviour/product.md#legal-pages).
 * Lines inside a paragraph are joined with a space; empty paragraphs are dropped.
 */
export function toParagraphs(description: string): string[] {
  return description
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) =>
      paragraph
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line.length > 0)
        .join(' '),
    )
    .filter((paragraph) => paragraph.length > 0);
}
